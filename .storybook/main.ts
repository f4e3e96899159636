import type { StorybookConfig } from '@storybook/react-vite'

// Plugins the stories cannot work without: Lingui's macros compile `t` and `<Trans>` at build time.
const REQUIRED_VITE_PLUGINS = ['vite-plugin-lingui', '@rolldown/plugin-babel']

/** Names of the Vite plugins, awaiting the ones given as promises (the Babel plugin is async). */
async function pluginNames(plugins: unknown): Promise<string[]> {
  const plugin = await plugins
  if (Array.isArray(plugin)) return (await Promise.all(plugin.map(pluginNames))).flat()
  return plugin !== null && typeof plugin === 'object' && 'name' in plugin && typeof plugin.name === 'string'
    ? [plugin.name]
    : []
}

const config: StorybookConfig = {
  // The product's stories, and those of the QA tools kept beside Storybook (the machine diagram).
  stories: ['../src/**/*.stories.@(ts|tsx)', './machine-diagram/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The machines have no internet but the npm registry: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's Vite merges the root vite.config.ts (react, Lingui, the Babel macro plugin,
  // the `~` and `styled-system` aliases). Fail loudly if that ever stops being true. Under
  // Vitest the plugins come from the Vitest config itself, not from this config.
  viteFinal: async (viteConfig) => {
    if (process.env.VITEST !== undefined) return viteConfig
    const names = await pluginNames(viteConfig.plugins ?? [])
    const missing = REQUIRED_VITE_PLUGINS.filter((required) => !names.includes(required))
    if (missing.length > 0) {
      throw new Error(`Storybook's Vite config lacks ${missing.join(', ')}: is vite.config.ts still merged?`)
    }
    return viteConfig
  },
}

export default config
