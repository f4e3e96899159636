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
      <img src="/logo.svg" alt="" width={32} height={32} />
      <span>
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
