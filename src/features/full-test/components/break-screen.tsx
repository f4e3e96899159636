import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import type { ActorRefFrom } from 'xstate'
import { Button } from '~/ui/button'
import type { fullTestMachine } from '../machines/full-test.machine'
import { panel } from '../full-test-styles'

const clock = css({ textStyle: '4xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(Math.max(0, seconds) % 60).padStart(2, '0')}`

/**
 * The break between Reading and Writing and Math: its clock (the server's), Resume now, and Leave.
 * When the clock reaches 0 the machine moves on by itself.
 */
export function BreakScreen({ actor, onLeave }: { actor: ActorRefFrom<typeof fullTestMachine>; onLeave: () => void }) {
  const { t } = useLingui()
  const endsAt = useSelector(actor, (snapshot) => snapshot.context.test?.break_ends_at ?? null)
  const serverLeft = useSelector(actor, (snapshot) => snapshot.context.test?.break_remaining_seconds ?? 0)
  const [left, setLeft] = useState(serverLeft)
  useEffect(() => {
    // Counted from the server's remaining seconds at arrival, so a wrong device clock does not matter.
    const arrived = Date.now()
    const tick = () => setLeft(Math.max(0, serverLeft - Math.floor((Date.now() - arrived) / 1000)))
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [serverLeft, endsAt])
  return (
    <section aria-labelledby="break-title" className={panel}>
      <h2 id="break-title" className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>
        <Trans>Break</Trans>
      </h2>
      <p>
        <Trans>Reading and Writing is done. Math starts when the break ends, or when you resume.</Trans>
      </p>
      <span role="timer" aria-label={t`Break time left`} dir="ltr" className={clock}>
        {mmss(left)}
      </span>
      <div className={actions}>
        <Button type="button" onClick={() => actor.send({ type: 'break.resume' })}>
          <Trans>Resume now</Trans>
        </Button>
        <Button type="button" variant="outline" colorPalette="red" onClick={onLeave}>
          <Trans>Leave the test</Trans>
        </Button>
      </div>
    </section>
  )
}
