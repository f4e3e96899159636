// Each language's catalog in two parts (issue 15, "fast on a phone"): `messages.po?part=first-screen`
// holds the strings of the public pages and of the shared layers around them, which `/` needs to
// paint; `messages.po?part=later` holds every other screen's. `src/i18n/i18n.ts` loads the first
// with the entry and the later one before any other page or the signed-in layout renders. A plain
// `messages.po` import stays the whole catalog (Lingui's own Vite plugin).
// The parts follow each message's origins (the `#:` lines of the PO files, written by
// `npm run i18n:extract`): a message used by any first-screen file is in the first part.
import path from 'node:path'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api'

/** Source files whose strings the first screen may show (paths relative to the project root). */
export const FIRST_SCREEN_ORIGINS = [
  /^src\/(app|ui|i18n|lib|api)\//,
  // The public forms (`/`, `/signup`, `/forgot-password`) and the session that signs in from them.
  /^src\/features\/(auth|session)\//,
]

const PART_QUERY = /\.po\?part=(first-screen|later)$/

/**
 * Files in those folders that only the signed-in layout or a signed-in page renders (src/app/layouts/
 * index.ts loads the layout with the later part, before it renders; every page but the public forms
 * waits for it too): their strings wait for the later part.
 */
export const SIGNED_IN_LAYOUT_ORIGINS = [
  /^src\/app\/layouts\/(default-layout|layout-widgets|sidebar-nav|layout-dialogs|logout-dialog|user-menu)\.tsx$/,
  // The picture upload: only the profile's settings page shows it.
  /^src\/ui\/file-upload\//,
  // The titles of the routes whose pages wait for the later part (the router sets the document's title
  // once they have loaded; the prerender renders with every part, as the browser hydrates).
  /^src\/app\/route-titles\.ts$/,
]
export const isFirstScreenOrigin = (file) =>
  FIRST_SCREEN_ORIGINS.some((pattern) => pattern.test(file)) &&
  !SIGNED_IN_LAYOUT_ORIGINS.some((pattern) => pattern.test(file))

/** The catalog's messages (id → translation) in the part asked for. */
export function selectPart(messages, origins, part) {
  const inFirstScreen = (id) => (origins[id]?.origin ?? []).some(([file]) => isFirstScreenOrigin(file))
  return Object.fromEntries(Object.entries(messages).filter(([id]) => inFirstScreen(id) === (part === 'first-screen')))
}

/** Vite plugin: compiles `locales/<locale>/messages.po?part=…` imports to the part's messages. */
export function splitCatalogPlugin() {
  const config = getConfig()
  return {
    name: 'lingui-split-catalog',
    enforce: 'pre',
    async load(id) {
      const match = PART_QUERY.exec(id)
      if (!match) return null
      const file = id.split('?')[0]
      this.addWatchFile(file)
      const found = getCatalogForFile(path.relative(config.rootDir, file), await getCatalogs(config))
      if (!found) throw new Error(`${file} is none of lingui.config's catalogs`)
      const { locale, catalog } = found
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
      })
      // Origins are the same in every language's file: the source language's are read.
      const origins = await catalog.read(config.sourceLocale)
      const { source, errors } = createCompiledCatalog(locale, selectPart(messages, origins, match[1]), {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale,
      })
      if (errors.length) throw new Error(`${file}: ${errors.length} messages do not compile`)
      return { code: source, map: null, moduleType: 'js' }
    },
  }
}
