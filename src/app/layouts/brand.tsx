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
