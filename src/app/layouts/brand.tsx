import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'

/** The logo with the product name, linking home. */
export function Brand({ href = '/' }: { href?: string }) {
  return (
    <a
      href={href}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        fontWeight: 'bold',
        color: 'fg.default',
      })}
    >
      <img src="/logo.svg" alt="" width={32} height={32} className={css({ flexShrink: '0' })} />
      <span className={css({ lineHeight: 'tight' })}>
        <Trans>Exam Prep Academy</Trans>
      </span>
    </a>
  )
}

/** The beta label: on every screen, beside the brand where there is no sidebar card. */
export function BetaBadge() {
  return (
    <span
      className={css({
        px: '2',
        py: '0.5',
        borderRadius: 'full',
        bg: 'green.3',
        color: 'green.12',
        textStyle: 'xs',
        fontWeight: 'semibold',
        whiteSpace: 'nowrap',
      })}
    >
      <Trans>Beta</Trans>
    </span>
  )
}

/**
 * The brand and the beta label: side by side, or on a phone the label under the name, which then
 * has the row's width (issue 16: the Arabic name took three lines beside the label and the
 * language switch at 360 px).
 */
export function BrandLine({ href }: { href?: string }) {
  return (
    <span
      className={css({
        display: 'inline-flex',
        flexDirection: { base: 'column', sm: 'row' },
        alignItems: { base: 'flex-start', sm: 'center' },
        gap: { base: '1', sm: '3' },
        minWidth: '0',
      })}
    >
      <Brand href={href} />
      <BetaBadge />
    </span>
  )
}
