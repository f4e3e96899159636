import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Icon } from '~/ui/icon'
import { useLocale } from './locale-context'

/** Toggles English / Arabic; the label is written in the language it switches to. */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale()
  const { t } = useLingui()
  const next = locale === 'ar' ? 'en' : 'ar'
  return (
    <button
      type="button"
      className={button({ variant: 'ghost', size: 'sm' })}
      aria-label={next === 'ar' ? t`Switch to Arabic` : t`Switch to English`}
      onClick={() => void setLocale(next)}
    >
      <Icon name="globe" />
      <span lang={next} className={css({ fontFamily: next === 'ar' ? 'arabic' : 'body' })}>
        {next === 'ar' ? 'العربية' : 'English'}
      </span>
    </button>
  )
}
