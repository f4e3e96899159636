import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { fullTestsQuery } from '../api/full-tests'

const card = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
})

/**
 * Home's way to the full-length test (issue 17): resume the running test, or see the last total
 * range, or start one. The card's size does not change when the tests arrive (no layout shift).
 */
export function HomeFullTestCard() {
  const tests = useQuery(fullTestsQuery)
  const running = tests.data?.find((test) => test.status === 'in_progress')
  const last = tests.data?.find((test) => test.status === 'completed' && test.score)
  return (
    <section aria-labelledby="home-full-test" className={card}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id="home-full-test" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
          <Trans>Full-length test</Trans>
        </h2>
        <p className={css({ color: 'fg.muted' })}>
          {last?.score ? (
            <Trans>
              Your last estimate:{' '}
              <bdi dir="ltr">
                {last.score.total.low}–{last.score.total.high}
              </bdi>{' '}
              out of 1600.
            </Trans>
          ) : (
            <Trans>
              A timed practice test built like the digital SAT, with a score range that says how sure it is.
            </Trans>
          )}
        </p>
      </div>
      <Button asChild variant="outline">
        <Link href={running ? paths.fullTestRun.getHref(running.id) : paths.fullTest.getHref()}>
          <Icon name="clock" />
          {running ? <Trans>Resume your test</Trans> : <Trans>Go to full-length tests</Trans>}
        </Link>
      </Button>
    </section>
  )
}
