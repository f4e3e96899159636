import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useMemo, useRef } from 'react'
import { css } from 'styled-system/css'
import { useRoute } from 'wouter'
import { toastApiError } from '~/api/notify'
import { SkillMapPanel } from '~/features/plan'
import { paths } from '~/lib/paths'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { Icon, type IconName } from '~/ui/icon'
import { isQuizStillRunning, isReportNotFound, reportQuery, type Report } from '../api/report'
import { DomainResults } from '../components/domain-results'
import { EstimatedScore } from '../components/estimated-score'
import { ProgressOverview } from '../components/progress-overview'
import { QuestionReview } from '../components/question-review'
import { NextStep } from '../components/next-step'
import { ReportActions } from '../components/report-actions'
import { ReportSection } from '../components/report-section'
import { QuizStillRunning, ReportFailed, ReportLoading, ReportNotFound } from '../components/report-states'
import { ReportSummary } from '../components/report-summary'
import { SkillResults } from '../components/skill-results'
import { formatDateTime } from '../report-format'
import { endName, kindName, statusHeading, subjectName } from '../report-labels'

const page = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  _print: { gap: '5' },
  '@media print': {
    // The no-navigation layout's top bar (logo, language switch) means nothing on paper. Panda's
    // types only know selectors that start or end with `&`; it writes this one as it is.
    // @ts-expect-error -- a selector with `&` in the middle
    ':root:has(&) header:has(~ #main)': { display: 'none' },
  },
})

const statusIcon: Record<Report['status_code'], IconName> = { 1: 'target', 2: 'trophy', 3: 'trophy' }

/**
 * `/evaluate/report/{id}` and `/practice/report/{id}`: the result of a finished quiz (spec §2,
 * "Results and report"), with a CSV export and a print layout that also saves as PDF.
 */
export default function ReportPage({ title, params }: PageProps) {
  const quizId = params.id ?? ''
  const { locale } = useLocale()
  const query = useQuery(reportQuery(quizId, locale))
  const [isPractice] = useRoute(paths.practiceReport.path)
  const { error } = query

  // Silent query: a missing report or a running quiz is said on the page; anything else is also toasted (spec §8).
  const toasted = useRef<unknown>(null)
  useEffect(() => {
    if (!error || toasted.current === error || isReportNotFound(error) || isQuizStillRunning(error)) return
    toasted.current = error
    toastApiError(error)
  }, [error])

  if (query.data) return <ReportView report={query.data} title={title} busy={query.isPlaceholderData} />
  if (query.isPending) return <ReportLoading title={title} />
  if (isReportNotFound(error)) return <ReportNotFound />
  if (isQuizStillRunning(error))
    return (
      <QuizStillRunning
        quizHref={isPractice ? paths.practiceQuiz.getHref(quizId) : paths.evaluateQuiz.getHref(quizId)}
      />
    )
  return <ReportFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
}

/** Issue 19: where the quiz leaves the subject's skills, the quiz's own in bold (the map loads after the report). */
function ReportSkillMap({ report }: { report: Report }) {
  const covered = useMemo(() => new Set(report.skills.map((skill) => skill.id)), [report.skills])
  return (
    <ReportSection
      id="report-skill-map"
      title={<Trans>Skill map</Trans>}
      description={<Trans>Every skill of the subject by how well you know it now, counting this quiz.</Trans>}
    >
      <Suspense fallback={null}>
        <SkillMapPanel subject={report.subject} covered={covered} />
      </Suspense>
    </ReportSection>
  )
}

function ReportView({ report, title, busy }: { report: Report; title: string; busy: boolean }) {
  const { i18n, t } = useLingui()
  const { locale } = useLocale()
  const kind = i18n._(kindName[report.kind])
  // Division quizzes and Short Tests open on the evaluation report's route (the spec has no route of their own).
  const label = report.kind === 'division' || report.kind === 'short_test' ? t`Division report` : title
  const subject = i18n._(subjectName[report.subject])
  const completed = formatDateTime(report.completed_at, locale)

  return (
    <article aria-labelledby="report-heading" aria-busy={busy || undefined} className={page}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <Icon name={statusIcon[report.status_code]} size="md" className={css({ color: 'green.11' })} />
          <div>
            <p className={css({ color: 'fg.muted', fontWeight: 'medium' })}>{label}</p>
            <h1 id="report-heading" className={css({ textStyle: '3xl', fontWeight: 'bold' })}>
              {i18n._(statusHeading[report.status_code])}
            </h1>
          </div>
        </div>
        <p className={css({ color: 'fg.muted' })}>
          {kind}
          {report.system ? (
            <>
              {' · '}
              <bdi>{report.system}</bdi>
            </>
          ) : null}
          {' · '}
          {subject}
          {report.domain ? ` · ${report.domain.name}` : null}
          {' · '}
          <time dateTime={report.completed_at}>{completed}</time>
        </p>
        {report.status === 'expired' ? (
          <p className={css({ fontWeight: 'medium' })}>
            {i18n._(endName.expired)}: <Trans>the quiz was scored as it stood when the time ran out.</Trans>
          </p>
        ) : null}
        <NextStep report={report} />
        <ReportActions report={report} />
      </header>

      <ReportSummary report={report} />
      <ProgressOverview report={report} />
      {report.estimated_score ? <EstimatedScore estimate={report.estimated_score} /> : null}
      {report.division_result ? (
        <ReportSection id="report-division" title={<Trans>Division</Trans>}>
          <p>{report.division_result.message}</p>
        </ReportSection>
      ) : null}
      <DomainResults report={report} />
      <SkillResults report={report} />
      <ReportSkillMap report={report} />
      <QuestionReview questions={report.questions} />
    </article>
  )
}
