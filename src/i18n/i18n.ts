import { i18n, type Messages } from '@lingui/core'
import { applyDocumentLocale, type Locale } from './locale'

// Catalogs are split per locale: the Arabic one is only downloaded by Arabic readers.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  ar: () => import('../../locales/ar/messages.po'),
}

/** Loads the catalog, activates it and points `<html lang dir>` at it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  applyDocumentLocale(locale)
}

export { i18n }
