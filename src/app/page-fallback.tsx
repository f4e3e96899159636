import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'

/** Shown inside the layout while a page's chunk loads. */
export function PageFallback() {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={t`Loading`} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={css({ height: '8', width: '48', borderRadius: 'l2', bg: 'bg.muted' })} />
      <div className={css({ height: '4', width: '72', borderRadius: 'l2', bg: 'bg.subtle' })} />
    </div>
  )
}
