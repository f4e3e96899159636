import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { Link, useLocation } from 'wouter'
import type { PageProps } from '~/lib/page-props'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import { fullTestsQuery, startFullTest } from '../api/full-tests'
import { FullTestList } from '../components/full-test-history'
import { panel } from '../full-test-styles'

const page = css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '3xl' })
const heading = css({ textStyle: 'lg', fontWeight: 'semibold' })
const plan = css({ display: 'flex', flexDirection: 'column', gap: '2', ps: '5', listStyleType: 'disc' })

/**
 * `/full-test` (issue 17): what a full-length test is, start it or resume the running one, and the
 * learner's earlier tests with their score ranges.
 */
export default function FullTestPage({ title }: PageProps) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const tests = useQuery(fullTestsQuery)
  const running = tests.data?.find((test) => test.status === 'in_progress')
  const start = useMutation({
    mutationFn: () => startFullTest('SAT'),
    onSuccess: (test) => navigate(paths.fullTestRun.getHref(test.id)),
  })
  return (
    <div className={page}>
      <PageHeader title={title} />
      <section aria-labelledby="full-test-plan" className={panel}>
        <h2 id="full-test-plan" className={heading}>
          <Trans>A practice test built like the digital SAT</Trans>
        </h2>
        <ul className={plan}>
          <li>
            <Trans>Reading and Writing: two modules of 27 questions, 32 minutes each.</Trans>
          </li>
          <li>
            <Trans>A 10-minute break, which you may end early.</Trans>
          </li>
          <li>
            <Trans>Math: two modules of 22 questions, 35 minutes each, with a calculator and a reference sheet.</Trans>
          </li>
          <li>
            <Trans>
              How you do in each first module decides whether the second is harder or easier, as on test day.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Your score is an estimate shown as a range, with how likely it is. It is not an official SAT score.
          </Trans>
        </p>
        {running ? (
          <Button asChild>
            <Link href={paths.fullTestRun.getHref(running.id)}>
              <Trans>Resume your test</Trans>
            </Link>
          </Button>
        ) : (
          <Button loading={start.isPending} disabled={tests.isPending} onClick={() => start.mutate()}>
            <Trans>Start a full-length test</Trans>
          </Button>
        )}
      </section>
      {tests.isPending ? (
        <p role="status">{t`Loading…`}</p>
      ) : tests.data?.some((test) => test.status === 'completed') ? (
        <FullTestList headingId="full-test-earlier" finishedOnly />
      ) : (
        <p className={css({ color: 'fg.muted' })}>
          <Trans>No finished full-length test yet. Your score ranges will appear here.</Trans>
        </p>
      )}
    </div>
  )
}
