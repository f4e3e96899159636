import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'
import { precompressPlugin } from './scripts/precompress.mjs'
import { splitCatalogPlugin } from './scripts/split-catalog.mjs'
import { versionFile } from './scripts/version-file.mjs'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * The page's code is an entry of its own (src/app/start-app.tsx), which the HTML's entry loads after
 * the first paint (src/main.tsx, issue 15): its built address goes in index.html, as
 * `<meta name="app-start">`, for that entry to find. In development the entry loads the source.
 */
function appStartMeta(): Plugin {
  return {
    name: 'app-start-meta',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const start = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('/src/app/start-app.tsx'),
        )
        // The app's page only (Storybook builds its own with this configuration).
        if (!context.bundle || context.path !== '/index.html') return html
        if (!start) throw new Error('the build has no entry for src/app/start-app.tsx (vite.config.ts, input)')
        return html.replace('</head>', `  <meta name="app-start" content="/${start.fileName}">\n  </head>`)
      },
    },
  }
}
/**
 * The page's code (the start entry: React DOM and the first screen) starts with V8's explicit compile
 * hint (`//# allFunctionsCalledOnLoad`, Chrome 136+): nearly all of it runs while the page loads, so
 * V8 compiles it whole on a background thread while it downloads, instead of function by function on
 * the main thread as each is first called (issue 15, TBT). Other browsers read a comment.
 */
function eagerCompileHint(): Plugin {
  return {
    name: 'eager-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own rewrite of the chunks' dynamic imports (the comment must be the first line).
      order: 'post',
      handler(_, bundle) {
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('/src/app/start-app.tsx'))
            output.code = `//# allFunctionsCalledOnLoad\n${output.code}`
      },
    },
  }
}
/**
 * The Intl warm-up (src/prepare-intl.ts) is an entry of its own, in the HTML's head as an `async`
 * module script: it runs as soon as it arrives, before the stylesheet has (a deferred script, as
 * the HTML's entry is, would wait for it). Not in development, where the first paint is not measured.
 */
function prepareIntlScript(): Plugin {
  return {
    name: 'prepare-intl-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || context.path !== '/index.html') return html
        const chunk = Object.values(context.bundle).find(
          (output) =>
            output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('/src/prepare-intl.ts'),
        )
        if (!chunk) throw new Error('the build has no entry for src/prepare-intl.ts (vite.config.ts, input)')
        return html.replace(
          '<title>',
          `<script type="module" async crossorigin src="/${chunk.fileName}"></script>\n    <title>`,
        )
      },
    },
  }
}
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [
    react(),
    lingui(),
    splitCatalogPlugin(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    versionFile(),
    appStartMeta(),
    prepareIntlScript(),
    eagerCompileHint(),
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      { find: '~', replacement: path.join(root, 'src') },
      { find: '@common', replacement: path.join(root, 'common') },
      { find: 'styled-system', replacement: path.join(root, 'styled-system') },
      // Storybook's QA tools (the machine diagram), for stories only: never part of the product.
      { find: '@storybook-qa', replacement: path.join(root, '.storybook') },
      // React 19 has the hook: the shim's fallback code stays out of `/` (issue 15's 100 KiB).
      {
        // Only wouter's import (an ES module): the CommonJS `with-selector` requires the shim itself.
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: path.join(root, 'src/lib/react-use-sync-external-store.ts'),
      },
    ],
  },
  // The calculator's libraries, loaded by a dynamic import only: pre-bundled from the start, so a first
  // story run (or dev page) does not stop to optimise them and reload.
  optimizeDeps: { include: ['mathjs/number', '@ark-ui/react/tabs', 'uplot'] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/checkout', '/media', '/dev', '/server-pages.css'].map((prefix) => [prefix, apiTarget]),
    ),
  },
  build: {
    // The bundle budget script reads the manifest to follow each route's imports.
    manifest: true,
    // Never inline a font as a `data:` URL: the CSP's `font-src 'self'` refuses them (KaTeX's
    // smallest font is 3.6 KiB, under the 4 KiB default). Other small assets still inline.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf|eot)$/.test(file) ? false : undefined),
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The timing report is noise on a 2-core machine where the plugins are most of the build.
    // Every browser the product supports preloads modules: the polyfill would cost `/` half a KiB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The HTML's entry (src/main.tsx), the page's code, which it loads after the first paint, and the
      // Intl warm-up the HTML loads beside them (prepare-intl.ts).
      input: {
        index: path.join(root, 'index.html'),
        start: path.join(root, 'src/app/start-app.tsx'),
        intl: path.join(root, 'src/prepare-intl.ts'),
      },
      checks: { bundlerTimings: false },
      // The first screen in one chunk: the page's code (start-app.tsx, which the entry loads after the
      // first paint) and the login page's, with everything they
      // import statically. Left alone, Rolldown gives every module that a later page shares its own
      // chunk (35 on `/`), and the many small files compress 12 KiB worse than one (issue 15).
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', test: /\/src\/(app\/start-app\.tsx|features\/auth\/pages\/login-page\.tsx)$/ },
            // The plan's small modules (issue 19) in one chunk: every chunk a page preloads is named in
            // the entry's list of files, so four small ones cost `/` more than one.
            { name: 'learning', test: /\/src\/features\/plan\/(api\/learning|plan-links|index|prefetch)\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // jsdom set up once per worker, each file still in a context of its own: creating jsdom anew
          // for every file was 72% of this project's time (136 s against 21 s for its 61 files).
          pool: 'vmThreads',
          // Two workers, as the server's project has: Vitest runs projects of one worker count in one
          // group, so the unit files fill the gaps between the server's instead of running after them
          // on one core (24 s alone).
          maxWorkers: 2,
          include: ['src/**/*.test.{ts,tsx}', 'common/**/*.test.ts', '.storybook/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/src/test/global-setup.ts'],
          // PGlite takes ~350 MB per instance: two workers fit the 2-core machine.
          maxWorkers: 2,
          // A worker's files share its modules (each file still opens its own app and database): the
          // server's code imported again for every file was 28% of this project's time (PGlite
          // 410 s → 310 s, PostgreSQL 272 s → 207 s on the 2-core machine). No server test mocks
          // a module, and the server's module-level state is constants and caches keyed by what
          // each file makes its own (a data folder, a database, an address).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // Two story files at a time, each in a page of its own: 409 s → 300 s on the 2-core machine.
          maxWorkers: 2,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
})
