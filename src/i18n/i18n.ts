import { i18n, type Messages } from '@lingui/core'
import { applyDocumentLocale, type Locale } from './locale'

type CatalogPart = () => Promise<{ messages: Messages }>

// Catalogs are split per locale (the Arabic one is only downloaded by Arabic readers), and each in
// two parts (scripts/split-catalog.mjs): the first screen's strings, and every other screen's.
const catalogs: Record<Locale, { firstScreen: CatalogPart; later: CatalogPart }> = {
  en: {
    firstScreen: () => import('../../locales/en/messages.po?part=first-screen'),
    later: () => import('../../locales/en/messages.po?part=later'),
  },
  ar: {
    firstScreen: () => import('../../locales/ar/messages.po?part=first-screen'),
    later: () => import('../../locales/ar/messages.po?part=later'),
  },
}

// Once a screen past the first has asked for every string, each language activated has them all.
let everyScreenWanted = false
const laterParts = new Map<Locale, Promise<void>>()

function loadLaterPart(locale: Locale): Promise<void> {
  let loading = laterParts.get(locale)
  if (!loading) {
    // `load` adds to the messages already there, whichever part arrives first.
    loading = catalogs[locale].later().then(({ messages }) => i18n.load(locale, messages))
    loading.catch(() => laterParts.delete(locale))
    laterParts.set(locale, loading)
  }
  return loading
}

/**
 * Loads the catalog, activates it and points `<html lang dir>` at it: the first screen's strings,
 * and every screen's once `loadEveryScreenMessages` has been called.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const [{ messages }] = await Promise.all([
    catalogs[locale].firstScreen(),
    everyScreenWanted ? loadLaterPart(locale) : undefined,
  ])
  // A page past the first screen may have asked for every string while this part loaded.
  if (everyScreenWanted) await loadLaterPart(locale)
  i18n.load(locale, messages)
  i18n.activate(locale)
  // The build's prerender has no document: its HTML template carries `lang` and `dir`.
  if (typeof document !== 'undefined') applyDocumentLocale(locale)
}

/**
 * Every screen's strings in the active language (and in any language activated later). A page or
 * layout past the first screen awaits it before it renders, so no string shows as its id.
 */
export function loadEveryScreenMessages(): Promise<void> {
  everyScreenWanted = true
  // Before the first activation there is nothing to add to: `activateLocale` loads both parts.
  return i18n.locale ? loadLaterPart(i18n.locale as Locale) : Promise.resolve()
}

export { i18n }

/** `load` for a screen past the first: it resolves once every screen's strings are there too. */
export function withEveryScreenMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadEveryScreenMessages()]).then(([loaded]) => loaded)
}
