import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react'
import type { SnapshotFrom } from 'xstate'
import { css } from 'styled-system/css'
import { useHydrated } from '~/lib/use-hydrated'
import { loadingBar, type LoadingBarController } from './loading-bar.controller'
import type { loadingBarMachine } from './loading-bar.machine'
import { progressAt } from './loading-bar.progress'

// Progress is recomputed this often while rising; the transform transition fills the frames between.
const TICK_MS = 100

const styles = {
  // Brand primary green (spec §9). Out of the way of clicks; above page content and dialogs.
  track: css({
    colorPalette: 'green',
    position: 'fixed',
    top: '0',
    insetInline: '0',
    zIndex: 'toast',
    h: '1',
    pointerEvents: 'none',
    opacity: '0',
    transition: 'opacity 200ms ease-out',
    '&[data-visible]': { opacity: '1' },
    _motionReduce: { transition: 'none' },
  }),
  fill: css({
    h: 'full',
    bg: 'colorPalette.9',
    transform: 'scaleX(var(--loading-bar-scale))',
    // Grows from the inline start. transform-origin has no logical keyword, hence `_rtl`.
    transformOrigin: 'left',
    _rtl: { transformOrigin: 'right' },
    transition: `transform ${TICK_MS}ms linear`,
    // Reduced motion: no growing bar, only a full one shown and hidden.
    _motionReduce: { transition: 'none', transform: 'none' },
  }),
}

/** A timestamp refreshed every tick while `ticking`, for progress measured against `Date.now()`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!ticking) return
    const id = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(id)
  }, [ticking])
  return now
}

/** One narrow read of the bar's state (a primitive); `idle` until the controller's actor runs. */
function useBarState<T>(
  controller: LoadingBarController,
  selector: (snapshot: SnapshotFrom<typeof loadingBarMachine>) => T,
  idle: T,
): T {
  return useSyncExternalStore(
    controller.subscribe,
    () => (controller.actor ? selector(controller.actor.getSnapshot()) : idle),
    () => idle,
  )
}

export interface LoadingBarProps {
  /** The controller whose loads this bar shows. @default loadingBar (the app's) */
  controller?: LoadingBarController
}

/**
 * The thin progress bar along the top of the viewport (spec §4). Render it once near the root and
 * drive it with `loadingBar.start()` / `finish()` / `error()`.
 */
export function LoadingBar({ controller = loadingBar }: LoadingBarProps) {
  const { t } = useLingui()
  const visible = useBarState(controller, (snapshot) => snapshot.hasTag('visible'), false)
  const rising = useBarState(controller, (snapshot) => snapshot.matches('visible'), false)
  const full = useBarState(controller, (snapshot) => snapshot.matches('finishing') || snapshot.matches('hiding'), false)
  const visibleSince = useBarState(controller, (snapshot) => snapshot.context.visibleSince, null)
  const now = useNow(rising)
  const hydrated = useHydrated()

  // Entering `visible` again (a new load while finishing) starts from a fresh timestamp that is
  // newer than the last tick; progressAt reads a negative elapsed time as 0.
  const progress = full ? 100 : rising && visibleSince !== null ? progressAt(now - visibleSince) : 0

  return (
    <div
      role="progressbar"
      aria-label={t`Loading`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={visible ? undefined : true}
      data-visible={visible ? '' : undefined}
      className={styles.track}
    >
      {/* No style attribute in prerendered HTML: the CSP refuses inline styles in markup. */}
      <div
        className={styles.fill}
        style={hydrated ? ({ '--loading-bar-scale': progress / 100 } as CSSProperties) : undefined}
      />
    </div>
  )
}
