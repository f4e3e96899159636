// The app's version id (issue 5): `vite build` writes `version.json` at the root of the
// output and compiles the same id into the SPA as `__APP_VERSION__`, so a running tab can
// poll the file and tell that a newer build was deployed (src/app/version-watch.ts).
import { execFileSync } from 'node:child_process'

/** The id a dev server, Storybook and Vitest run with: the SPA does not poll under it. */
export const DEV_VERSION_ID = 'dev'

/** The commit's short sha, or null outside a git checkout (a tarball, a CI cache). */
function shortSha() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return /^[\da-f]+$/.test(sha) ? sha : null
  } catch {
    return null
  }
}

/**
 * A build's id: the short sha plus the build time, so two builds of one commit (a rebuild
 * with new settings, uncommitted changes) still differ.
 */
export function buildVersion(now = new Date(), sha = shortSha()) {
  const builtAt = now.toISOString()
  return { id: sha ? `${sha}-${builtAt}` : builtAt, built_at: builtAt }
}

/** True when Storybook runs this config: it merges the project's plugins into its own build. */
function isStorybook(plugins) {
  return [plugins ?? []]
    .flat(Infinity)
    .some((plugin) => plugin !== null && typeof plugin === 'object' && String(plugin.name).startsWith('storybook:'))
}

/** @returns {import('vite').Plugin} */
export function versionFile() {
  let version = null
  return {
    name: 'exam-prep:version-file',
    config(userConfig, { command }) {
      version = command === 'build' && !isStorybook(userConfig.plugins) ? buildVersion() : null
      return { define: { __APP_VERSION__: JSON.stringify(version?.id ?? DEV_VERSION_ID) } }
    },
    generateBundle() {
      if (!version) return
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify(version)}\n` })
    },
  }
}
