import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Suspense, useCallback, useId, useMemo, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import { paths } from '~/lib/paths'
import { kindName, progressQuery, subjectName } from '~/features/history'
import { useLocale } from '~/i18n/locale-context'
import { Button } from '~/ui/button'
import { Table } from '~/ui/table'
import { progressPoints, seriesIn, type ProgressPoint, type ProgressSeries } from '../progress-points'
import { lazyPlot } from './progress-plot'

/** uPlot and the chart drawn with it, loaded when the section first has tests to show. */
const DefaultPlot = lazyPlot(() => import('./progress-plot-renderer'))

const sectionTitle = css({ textStyle: 'lg', fontWeight: 'semibold', mb: '1' })
const lead = css({ color: 'fg.muted', mb: '3' })
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: { base: '3', md: '4' },
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
})
const summary = css({ fontWeight: 'medium' })
// The chart's height (15rem), so nothing moves when it arrives.
const placeholder = css({ height: '60', borderRadius: 'l2', bg: 'bg.muted' })
const legend = css({ display: 'flex', flexWrap: 'wrap', gap: '4', textStyle: 'sm', color: 'fg.muted' })
const legendItem = css({ display: 'flex', alignItems: 'center', gap: '2' })
// The swatches draw what the chart draws: evaluations a solid green line with filled points,
// practices a dashed amber line with hollow ones, divisions a dotted dark line with filled ones.
const swatch: Record<ProgressSeries, string> = {
  evaluation: css({ color: 'green.11' }),
  practice: css({ color: 'amber.11' }),
  division: css({ color: 'gray.12' }),
}
const seriesDash: Record<ProgressSeries, string | undefined> = {
  evaluation: undefined,
  practice: '6 4',
  division: '1 4',
}
/** The legend's names: the home totals' words (division quizzes count Short Tests too). */
const seriesName: Record<ProgressSeries, MessageDescriptor> = {
  evaluation: msg`Evaluations`,
  practice: msg`Practices`,
  division: msg`Division quizzes`,
}
const hollowPoint = css({ fill: 'bg.default' })
const notice = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })
// Narrow padding on a phone: with the names wrapping, all four columns fit.
const cell = css({ px: { base: '1.5', md: '3' } })
const headCell = css({ px: { base: '1.5', md: '3' }, whiteSpace: 'nowrap' })
const time = css({ display: 'block', color: 'fg.muted', textStyle: 'sm' })
const scoreCell = css({ fontWeight: 'semibold' })

function Swatch({ series }: { series: ProgressSeries }) {
  const hollow = series === 'practice'
  return (
    <svg width="28" height="12" viewBox="0 0 28 12" className={swatch[series]} aria-hidden>
      <line
        x1="1"
        y1="6"
        x2="27"
        y2="6"
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray={seriesDash[series]}
        strokeLinecap={series === 'division' ? 'round' : undefined}
      />
      <circle
        cx="14"
        cy="6"
        r="3.5"
        stroke="currentColor"
        strokeWidth="2"
        fill="currentColor"
        className={hollow ? hollowPoint : undefined}
      />
    </svg>
  )
}

/**
 * The chart's figures as a table, newest first: the test's number (the chart's x), date, score,
 * subject, type (what a keyboard or screen reader reads).
 */
function ProgressTable({ points, id, hidden }: { points: readonly ProgressPoint[]; id: string; hidden: boolean }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const captionId = useId()
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const hour = new Intl.DateTimeFormat(locale, { timeStyle: 'short' })
  const number = new Intl.NumberFormat(locale)
  return (
    <Table.ScrollArea id={id} aria-labelledby={captionId} hidden={hidden} framed>
      <Table.Root size="sm">
        <Table.Caption id={captionId} className={css({ srOnly: true })}>
          <Trans>Your scores, newest first</Trans>
        </Table.Caption>
        <Table.Head>
          <Table.Row>
            <Table.Header className={headCell}>
              <Trans>Test</Trans>
            </Table.Header>
            <Table.Header className={headCell}>
              <Trans>Date</Trans>
            </Table.Header>
            <Table.Header className={headCell}>
              <Trans>Score</Trans>
            </Table.Header>
            <Table.Header className={headCell}>
              <Trans>Subject</Trans>
            </Table.Header>
            <Table.Header className={headCell}>
              <Trans>Type</Trans>
            </Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {[...points].reverse().map((point) => (
            <Table.Row key={point.id}>
              {/* The number, the date and the score keep one line; the names may wrap. */}
              <Table.RowHeader className={cx(cell, css({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }))}>
                <bdi>{number.format(point.x)}</bdi>
              </Table.RowHeader>
              <Table.Cell className={cx(cell, css({ whiteSpace: 'nowrap' }))}>
                <time dateTime={point.takenAt.toISOString()}>
                  <bdi>{day.format(point.takenAt)}</bdi>
                  <bdi className={time}>{hour.format(point.takenAt)}</bdi>
                </time>
              </Table.Cell>
              <Table.Cell numeric className={cx(cell, scoreCell)}>
                <bdi>{percent.format(point.score / 100)}</bdi>
              </Table.Cell>
              <Table.Cell className={cell}>{i18n._(subjectName[point.subject])}</Table.Cell>
              <Table.Cell className={cell}>{i18n._(kindName[point.kind])}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** "Your last score: 72 % in Math on 20 Nov." */
function LastScore({ point }: { point: ProgressPoint }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const score = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(point.score / 100)
  const subject = i18n._(subjectName[point.subject])
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    point.takenAt,
  )
  return (
    <p className={summary}>
      <Trans>
        Your last score: <bdi>{score}</bdi> in {subject} on <bdi>{date}</bdi>.
      </Trans>
    </p>
  )
}

export interface ProgressSectionProps {
  /** The lazy chart (`lazyPlot`); stories pass one whose library fails to load. */
  plot?: ReturnType<typeof lazyPlot>
}

/**
 * Issue 7's progress chart on `/home`: the score of each of the learner's last 100 finished tests
 * (`GET /history`), numbered oldest to newest, one line per kind (issue 16), drawn by uPlot, which loads only
 * here. The same figures are a sentence and a table ("Show as a table"), which is all a screen
 * reader gets (the chart is hidden from it) and all that is left if the chart cannot load.
 */
export function ProgressSection({ plot: Plot = DefaultPlot }: ProgressSectionProps) {
  const history = useQuery(progressQuery)
  const points = useMemo(() => (history.data ? progressPoints(history.data.data) : []), [history.data])
  const [tableShown, setTableShown] = useState(false)
  const [plotFailed, setPlotFailed] = useState(false)
  const onUnavailable = useCallback(() => setPlotFailed(true), [])
  const tableId = useId()
  const { i18n } = useLingui()
  const last = points.at(-1)
  const count = points.length

  let body
  if (history.isError) {
    body = (
      <div role="alert" className={notice}>
        <p>
          <Trans>Your progress could not be loaded.</Trans>
        </p>
        <Button type="button" variant="outline" onClick={() => void history.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  } else if (history.isPending) {
    body = <div className={placeholder} aria-hidden />
  } else if (!last) {
    body = (
      <div className={cx(card, notice)}>
        <p>
          <Trans>No finished test yet. Take an evaluation and your scores will appear here, test after test.</Trans>
        </p>
        <Button asChild variant="outline">
          <Link href={paths.evaluate.getHref()}>
            <Trans>Start an evaluation</Trans>
          </Link>
        </Button>
      </div>
    )
  } else {
    body = (
      <div className={card}>
        <LastScore point={last} />
        {plotFailed ? (
          <p className={css({ color: 'fg.muted' })}>
            <Trans>The chart could not be loaded. Your scores are in the table below.</Trans>
          </p>
        ) : (
          // A picture of the table below, which says the same to a screen reader.
          <div aria-hidden className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <ul className={legend}>
              {seriesIn(points).map((series) => (
                <li key={series} className={legendItem}>
                  <Swatch series={series} />
                  {i18n._(seriesName[series])}
                </li>
              ))}
            </ul>
            <Suspense fallback={<div className={placeholder} />}>
              <Plot points={points} onUnavailable={onUnavailable} />
            </Suspense>
          </div>
        )}
        {plotFailed ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className={css({ alignSelf: 'flex-start' })}
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {tableShown ? <Trans>Hide the table</Trans> : <Trans>Show as a table</Trans>}
          </Button>
        )}
        <ProgressTable points={points} id={tableId} hidden={!tableShown && !plotFailed} />
      </div>
    )
  }

  return (
    <section aria-labelledby="home-progress" aria-busy={history.isPending}>
      <h2 id="home-progress" className={sectionTitle}>
        <Trans>Your progress</Trans>
      </h2>
      {count > 0 && !history.isError ? (
        <p className={lead}>
          {count === 1 ? (
            <Trans>One finished test so far: your next one will start a line.</Trans>
          ) : (
            <Plural
              value={count}
              one="Your score in each of your last # finished test, oldest to newest."
              other="Your score in each of your last # finished tests, oldest to newest."
            />
          )}
        </p>
      ) : null}
      {body}
    </section>
  )
}
