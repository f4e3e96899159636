import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { useLocale } from '~/i18n/locale-context'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import { fullTestsQuery, type FullTest } from '../api/full-tests'
import { ScoreRange } from './score-range'

const list = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0' })
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'l2',
})

function TestRow({ test }: { test: FullTest }) {
  const { locale } = useLocale()
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(test.completed_at ?? test.started_at),
  )
  const finished = test.status === 'completed' && test.score
  return (
    <li className={row}>
      {finished ? (
        <ScoreRange
          title={<Trans>Total, {when}</Trans>}
          score={test.score!.total}
          confidence={test.score!.confidence}
        />
      ) : (
        <span>
          <Trans>Started {when}, not finished yet</Trans>
        </span>
      )}
      <Button asChild variant="outline" size="sm">
        <Link href={paths.fullTestRun.getHref(test.id)}>
          {finished ? <Trans>See the report</Trans> : <Trans>Resume your test</Trans>}
        </Link>
      </Button>
    </li>
  )
}

/**
 * The learner's full-length tests, running and finished, newest first (issue 17: a full test appears
 * in the history as one test with its score range, not as four modules). Nothing when there are none.
 * `finishedOnly` leaves the running test out (the full-test page offers to resume it itself).
 */
export function FullTestList({ headingId, finishedOnly = false }: { headingId: string; finishedOnly?: boolean }) {
  const tests = useQuery(fullTestsQuery)
  const shown = tests.data?.filter((test) => !finishedOnly || test.status === 'completed') ?? []
  if (!shown.length) return null
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id={headingId} className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
        <Trans>Full-length tests</Trans>
      </h2>
      <ul className={list}>
        {shown.map((test) => (
          <TestRow key={test.id} test={test} />
        ))}
      </ul>
    </section>
  )
}
