import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type Ref } from 'react'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import { paths } from '~/lib/paths'
import type { Catalog } from '~/features/catalog'
import type { Locale } from '~/i18n/locale'
import type { HistoryRow } from '../api/history'
import { kindName, subjectName } from '../history-labels'

// A phone scrolls the table sideways inside this region (a table keeps its headers for screen
// readers, which cards would lose); the region takes focus so the keyboard scrolls it too.
const scroller = css({
  overflowX: 'auto',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
})
const table = css({ width: 'full', borderCollapse: 'collapse', '&[aria-busy=true]': { opacity: 0.6 } })
const cell = css({
  px: '4',
  py: '3',
  textAlign: 'start',
  verticalAlign: 'top',
  // One line a row: a phone scrolls sideways rather than stacking words in narrow columns.
  whiteSpace: 'nowrap',
  borderBlockEndWidth: '1px',
  borderColor: 'border.subtle',
})
const headCell = css({
  color: 'fg.muted',
  fontWeight: 'medium',
  textStyle: 'sm',
  bg: 'bg.subtle',
})
const row = css({
  // The row is the link's box: its `::after` covers the whole row, so a click anywhere opens the report.
  position: 'relative',
  _hover: { bg: 'bg.subtle' },
  '&:has(a:focus-visible)': { bg: 'bg.subtle' },
  '&:last-child > *': { borderBlockEndWidth: '0' },
})
const rowLink = css({
  fontWeight: 'semibold',
  color: 'accent.text',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { textDecorationThickness: '2px' },
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px', borderRadius: 'l1' },
  _after: { content: '""', position: 'absolute', inset: '0' },
})
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const score = css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })

export interface HistoryTableProps {
  rows: HistoryRow[]
  /** Names systems and subjects in the page's language; ids and built-in names stand in without it. */
  catalog: Catalog | undefined
  locale: Locale
  /** Another page or filter is on its way: the rows shown are the previous ones. @default false */
  busy?: boolean
  /** The scrolling region (focused after a page change). */
  ref?: Ref<HTMLDivElement>
}

/** A report's address: practices have theirs, every other kind is read on the evaluation report. */
export function reportHref(row: Pick<HistoryRow, 'kind' | 'quiz_id'>): string {
  return row.kind === 'practice' ? paths.practiceReport.getHref(row.quiz_id) : paths.evaluateReport.getHref(row.quiz_id)
}

/**
 * The finished tests as a table (spec §2: system, subject, domain, score, date; the type first).
 * Each row's type is a link to its report, named with the date so every link says which test.
 */
export function HistoryTable({ rows, catalog, locale, busy = false, ref }: HistoryTableProps) {
  const { t, i18n } = useLingui()
  const captionId = useId()
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  const number = new Intl.NumberFormat(locale)
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const systemName = (id: HistoryRow['system']) =>
    id === null ? null : (catalog?.systems.find((system) => system.id === id)?.name ?? id)
  const subjectLabel = (id: HistoryRow['subject']) =>
    catalog?.systems.flatMap((system) => system.subjects).find((subject) => subject.id === id)?.name ??
    i18n._(subjectName[id])

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1)
    <div ref={ref} role="region" aria-labelledby={captionId} tabIndex={0} className={scroller}>
      <table aria-busy={busy || undefined} className={table}>
        <caption id={captionId} className={css({ srOnly: true })}>
          <Trans>Your finished tests, newest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cx(cell, headCell)}>
              <Trans>Type</Trans>
            </th>
            <th scope="col" className={cx(cell, headCell)}>
              <Trans>System</Trans>
            </th>
            <th scope="col" className={cx(cell, headCell)}>
              <Trans>Subject</Trans>
            </th>
            <th scope="col" className={cx(cell, headCell)}>
              <Trans>Domain</Trans>
            </th>
            <th scope="col" className={cx(cell, headCell)}>
              <Trans>Score</Trans>
            </th>
            <th scope="col" className={cx(cell, headCell)}>
              <Trans>Date</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => {
            const taken = dateTime.format(new Date(entry.created_at))
            const kind = i18n._(kindName[entry.kind])
            const system = systemName(entry.system)
            const correct = number.format(entry.correct)
            const total = number.format(entry.total)
            return (
              <tr key={entry.id} className={row}>
                <th scope="row" className={cell}>
                  {/* Named with the date too, so a list of links tells the tests apart; the visible type comes first. */}
                  <Link href={reportHref(entry)} className={rowLink} aria-label={t`${kind}, ${taken}`}>
                    {kind}
                  </Link>
                </th>
                <td className={cell}>{system ?? <span className={muted}>—</span>}</td>
                <td className={cell}>{subjectLabel(entry.subject)}</td>
                <td className={cell}>
                  {entry.domain ? (
                    entry.domain.name
                  ) : (
                    <span className={muted}>
                      <Trans>All domains</Trans>
                    </span>
                  )}
                </td>
                <td className={cell}>
                  <bdi className={score}>{percent.format(entry.score / 100)}</bdi>
                  <div className={muted}>
                    <Trans>
                      <bdi>{correct}</bdi> of <bdi>{total}</bdi> correct
                    </Trans>
                  </div>
                </td>
                <td className={cell}>
                  <time dateTime={entry.created_at}>
                    <bdi>{taken}</bdi>
                  </time>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
