import { Plural, Select, Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useLocale } from '~/i18n/locale-context'
import { Progress } from '~/ui/progress'
import type { Report } from '../api/report'
import { formatDate } from '../report-format'
import { subjectName } from '../report-labels'
import { ReportSection } from './report-section'

const barHead = css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontVariantNumeric: 'tabular-nums' })

/** Where the score stands and how it moved: this attempt against the last ones of the same kind and subject. */
export function ProgressOverview({ report }: { report: Report }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const { progress, summary } = report
  const subject = i18n._(subjectName[report.subject])

  return (
    <ReportSection id="report-progress" title={<Trans>Progress overview</Trans>}>
      <Progress.Root value={summary.percentage} size="lg">
        <div className={barHead}>
          <Progress.Label className={css({ textStyle: 'md' })}>
            <Trans>Your score</Trans>
          </Progress.Label>
          <Progress.ValueText className={css({ textStyle: 'md', fontWeight: 'semibold' })} />
        </div>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <p>
        <Change change={progress.change} kind={report.kind} subject={subject} />
      </p>
      {progress.attempts.length > 1 ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <h3 className={css({ fontWeight: 'semibold' })}>
            <Trans>Your recent attempts, oldest first</Trans>
          </h3>
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {progress.attempts.map((attempt) => (
              <li key={attempt.quiz_id}>
                <Progress.Root value={attempt.percentage} size="sm">
                  <div className={barHead}>
                    <Progress.Label className={css({ fontWeight: 'normal' })}>
                      <time dateTime={attempt.completed_at}>{formatDate(attempt.completed_at, locale)}</time>
                      {attempt.quiz_id === report.quiz_id ? (
                        <>
                          {' '}
                          <Trans>(this attempt)</Trans>
                        </>
                      ) : null}
                    </Progress.Label>
                    <Progress.ValueText />
                  </div>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </ReportSection>
  )
}

function Change({ change, kind, subject }: { change: number | null; kind: Report['kind']; subject: string }) {
  if (change === null)
    return (
      <Select
        value={kind}
        _evaluation={`This is your first evaluation in ${subject}: the next one will show how you progress.`}
        _practice={`This is your first practice in ${subject}: the next one will show how you progress.`}
        other={`This is your first quiz of this kind in ${subject}: the next one will show how you progress.`}
      />
    )
  if (change === 0) return <Trans>The same score as your previous attempt.</Trans>
  const points = Math.abs(change)
  if (change > 0)
    return (
      <Plural
        value={points}
        one="# percentage point higher than your previous attempt."
        other="# percentage points higher than your previous attempt."
      />
    )
  return (
    <Plural
      value={points}
      one="# percentage point lower than your previous attempt."
      other="# percentage points lower than your previous attempt."
    />
  )
}
