import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'

const placements = {
  screen: css({
    position: 'fixed',
    inset: '0',
    zIndex: 'overlay',
    display: 'grid',
    placeItems: 'center',
    bg: 'bg.canvas',
  }),
  // Inside a layout's frame: the page area's placeholder, the frame around it stays visible.
  page: css({ display: 'grid', placeItems: 'center', minHeight: '60vh' }),
}

const logo = css({
  animation: 'pulse 1.6s ease-in-out infinite',
  // Spec §2 wants the logo animated; learners who asked for less motion get it still.
  _motionReduce: { animation: 'none' },
})

export interface LoadingOverlayProps {
  /** Over the whole screen, or in a layout's page area while the frame around it shows. @default 'screen' */
  placement?: keyof typeof placements
}

/**
 * The loading overlay (spec §2): the animated logo, a bold hold-on line and a loading line. It is
 * a polite status region, so screen readers hear that the app is loading.
 */
export function LoadingOverlay({ placement = 'screen' }: LoadingOverlayProps) {
  const { t } = useLingui()
  return (
    <div className={placements[placement]} role="status" aria-live="polite" aria-label={t`Loading`}>
      <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', p: '6' })}>
        <img src="/logo.svg" alt="" width={64} height={64} className={logo} />
        <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          <Trans>Hold on a moment…</Trans>
        </p>
        <p className={css({ color: 'fg.muted' })}>
          <Trans>Loading your academy.</Trans>
        </p>
      </div>
    </div>
  )
}
