import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Icon } from '~/ui/icon'
import { useLocale } from './locale-context'

/**
 * Toggles English / Arabic. The visible label is the other language's own
 * name (a reader finds their language whatever the page shows); the
 * accessible name adds "Switch language to" before it.
 */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale()
  const next = locale === 'ar' ? 'en' : 'ar'
  return (
    <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => void setLocale(next)}>
      <Icon name="globe" />
      <span className={css({ srOnly: true })}>
        <Trans>Switch language to</Trans>{' '}
      </span>
      {/* The page's own face: an English page draws this one Arabic word in a system face rather
          than download the Arabic web font for it. */}
      <span lang={next}>{next === 'ar' ? 'العربية' : 'English'}</span>
    </button>
  )
}
