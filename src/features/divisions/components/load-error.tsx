import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'

const box = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })

/** Something the page needed did not load: what, and a way to try again. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className={box}>
      <p>{children}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
