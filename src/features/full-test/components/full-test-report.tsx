import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { DomainResults, QuestionReview, ReportSection, SkillResults } from '~/features/report'
import { useLocale } from '~/i18n/locale-context'
import { Button } from '~/ui/button'
import { Table } from '~/ui/table'
import { fullTestReportQuery, type FullTestReport } from '../api/full-tests'
import { ScoreRange } from './score-range'
import { resultName, routeName, subjectTitle } from '../full-test-labels'

const scores = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '5',
  p: { base: '4', md: '6' },
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
})
const trendList = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0' })

/** The subjects' totals, summed from their domains (the report tables' closing rows). */
function subjectsOf(report: FullTestReport, name: (subject: 'math' | 'reading_writing') => string) {
  return report.score.sections.map((section) => {
    const domains = report.domains.filter((domain) => domain.subject === section.subject)
    const sum = (key: 'correct' | 'wrong' | 'unanswered' | 'total') => domains.reduce((n, d) => n + d[key], 0)
    const total = sum('total')
    return {
      subject: section.subject,
      name: name(section.subject),
      correct: sum('correct'),
      wrong: sum('wrong'),
      unanswered: sum('unanswered'),
      total,
      percentage: total ? Math.floor((sum('correct') * 100) / total) : 0,
    }
  })
}

const minutes = (seconds: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(seconds / 60)

function Report({ report }: { report: FullTestReport }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso))
  const { confidence } = report.score
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <section
        aria-labelledby="full-test-scores"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <h2 id="full-test-scores" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
          <Trans>Estimated scores</Trans>
        </h2>
        <p className={css({ color: 'fg.muted' })}>
          <Trans>
            An estimate from your answers and each question's difficulty, with the range your score most likely lies in.
            It is not an official SAT score.
          </Trans>
        </p>
        <div className={scores}>
          <ScoreRange
            title={<Trans>Total (400–1600)</Trans>}
            score={report.score.total}
            confidence={confidence}
            size="lg"
          />
          {report.score.sections.map((section) => (
            <div key={section.subject} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <ScoreRange title={<Trans>{section.name} (200–800)</Trans>} score={section} confidence={confidence} />
              {section.route && <span className={css({ textStyle: 'sm' })}>{i18n._(routeName[section.route])}</span>}
            </div>
          ))}
        </div>
      </section>
      <ReportSection id="full-test-modules" title={<Trans>Modules</Trans>}>
        <Table.ScrollArea aria-label={t`Table of modules`} stack>
          <Table.Root size="sm">
            <Table.Head>
              <Table.Row>
                <Table.Header>
                  <Trans>Module</Trans>
                </Table.Header>
                <Table.Header>
                  <Trans>Correct</Trans>
                </Table.Header>
                <Table.Header>
                  <Trans>Time spent (minutes)</Trans>
                </Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {report.modules.map((module) => {
                const subject = i18n._(subjectTitle[module.subject])
                const number = module.module <= 2 ? module.module : module.module - 2
                const route = module.route ? i18n._(routeName[module.route]) : ''
                return (
                  <Table.Row key={module.module}>
                    <Table.Cell>
                      {route ? (
                        <Trans>
                          {subject}, module <bdi>{number}</bdi> ({route})
                        </Trans>
                      ) : (
                        <Trans>
                          {subject}, module <bdi>{number}</bdi>
                        </Trans>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <bdi>
                        {module.correct} / {module.total}
                      </bdi>
                    </Table.Cell>
                    <Table.Cell>
                      <bdi>{minutes(module.seconds_spent, locale)}</bdi>
                    </Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </ReportSection>
      <ReportSection
        id="full-test-times"
        title={<Trans>Time per question</Trans>}
        description={<Trans>Seconds spent on each question, counted until its answer was saved.</Trans>}
      >
        <Table.ScrollArea aria-label={t`Table of time per question`} stack>
          <Table.Root size="sm">
            <Table.Head>
              <Table.Row>
                <Table.Header>
                  <Trans>Module</Trans>
                </Table.Header>
                <Table.Header>
                  <Trans>Question</Trans>
                </Table.Header>
                <Table.Header>
                  <Trans>Result</Trans>
                </Table.Header>
                <Table.Header>
                  <Trans>Seconds</Trans>
                </Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {report.questions.map((question) => (
                <Table.Row key={`${question.module}-${question.position}`}>
                  <Table.Cell>
                    <bdi>{question.module}</bdi>
                  </Table.Cell>
                  <Table.Cell>
                    <bdi>{question.position}</bdi>
                  </Table.Cell>
                  <Table.Cell>{i18n._(resultName[question.answer.status])}</Table.Cell>
                  <Table.Cell>
                    <bdi>{new Intl.NumberFormat(locale).format(question.seconds_spent)}</bdi>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </ReportSection>
      <DomainResults
        report={{ subjects: subjectsOf(report, (s) => i18n._(subjectTitle[s])), domains: report.domains }}
      />
      <SkillResults report={report} />
      {report.trend.length > 1 && (
        <ReportSection id="full-test-trend" title={<Trans>Your full-length tests so far</Trans>}>
          <ol className={trendList}>
            {report.trend.map((entry) => (
              <li key={entry.test_id}>
                <Trans>
                  {date(entry.completed_at)}:{' '}
                  <bdi dir="ltr">
                    {entry.total.low}–{entry.total.high}
                  </bdi>
                </Trans>
              </li>
            ))}
          </ol>
        </ReportSection>
      )}
      <QuestionReview questions={report.questions} />
    </div>
  )
}

/**
 * A finished full-length test's report (issue 17), shown on the test's page once it is scored:
 * loaded with its own code, after the test.
 */
export default function FullTestReport({ testId }: { testId: string }) {
  const report = useQuery({ ...fullTestReportQuery(testId), retry: false })
  if (report.data) return <Report report={report.data} />
  if (report.isPending)
    return (
      <p role="status">
        <Trans>Loading the report…</Trans>
      </p>
    )
  return (
    <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <p>
        <Trans>The report could not be loaded.</Trans>
      </p>
      <Button type="button" variant="outline" onClick={() => void report.refetch()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
