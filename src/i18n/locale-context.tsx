import { LocaleProvider } from '@ark-ui/react/locale'
import { I18nProvider } from '@lingui/react'
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { activateLocale, i18n } from './i18n'
import { directionOf, storeLocale, type Direction, type Locale } from './locale'

interface LocaleState {
  locale: Locale
  dir: Direction
  /** Switches the interface language, stores it in the cookie and flips direction. */
  setLocale: (locale: Locale) => Promise<void>
}

const LocaleContext = createContext<LocaleState | null>(null)

export interface AppLocaleProviderProps {
  /** The locale already activated before the first render. */
  initialLocale: Locale
  children: ReactNode
}

/** Lingui + Ark's LocaleProvider from one locale value (Ark needs it for RTL keyboard use). */
export function AppLocaleProvider({ initialLocale, children }: AppLocaleProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale)

  const setLocale = useCallback(async (next: Locale) => {
    await activateLocale(next)
    storeLocale(next)
    setLocaleState(next)
  }, [])

  const value = useMemo(() => ({ locale, dir: directionOf(locale), setLocale }), [locale, setLocale])

  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider i18n={i18n}>
        <LocaleProvider locale={locale}>{children}</LocaleProvider>
      </I18nProvider>
    </LocaleContext.Provider>
  )
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext)
  if (!state) throw new Error('useLocale must be used inside <AppLocaleProvider>')
  return state
}
