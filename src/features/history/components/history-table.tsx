import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type Ref } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { paths } from '~/lib/paths'
import type { Catalog } from '~/features/catalog'
import type { Locale } from '~/i18n/locale'
import { Table } from '~/ui/table'
import type { HistoryRow } from '../api/history'
import { kindName, subjectName } from '../history-labels'

// One line a row where the table has room; narrower than `md` the rows are cards (`stack`).
const oneLine = css({ whiteSpace: 'nowrap' })
const cell = css({ py: '3', verticalAlign: 'top' })
const row = css({
  // The row is the link's box: its `::after` covers the whole row, so a click anywhere opens the report.
  position: 'relative',
  '&:has(a:focus-visible)': { bg: 'bg.subtle' },
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

/** A report's address: practices (and reviews) have theirs, every other kind is read on the evaluation report. */
export function reportHref(row: Pick<HistoryRow, 'kind' | 'quiz_id'>): string {
  const practiceLike = row.kind === 'practice' || row.kind === 'review'
  return practiceLike ? paths.practiceReport.getHref(row.quiz_id) : paths.evaluateReport.getHref(row.quiz_id)
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
    <Table.ScrollArea ref={ref} aria-labelledby={captionId} framed stack>
      <Table.Root size="md" aria-busy={busy || undefined} className={oneLine}>
        <Table.Caption id={captionId} className={css({ srOnly: true })}>
          <Trans>Your finished tests, newest first</Trans>
        </Table.Caption>
        <Table.Head>
          <Table.Row>
            <Table.Header>
              <Trans>Type</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>System</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Subject</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Domain</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Score</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Date</Trans>
            </Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {rows.map((entry) => {
            const taken = dateTime.format(new Date(entry.created_at))
            const kind = i18n._(kindName[entry.kind])
            const system = systemName(entry.system)
            const correct = number.format(entry.correct)
            const total = number.format(entry.total)
            return (
              <Table.Row key={entry.id} className={row}>
                <Table.RowHeader className={cell}>
                  {/* Named with the date too, so a list of links tells the tests apart; the visible type comes first. */}
                  <Link href={reportHref(entry)} className={rowLink} aria-label={t`${kind}, ${taken}`}>
                    {kind}
                  </Link>
                </Table.RowHeader>
                <Table.Cell className={cell} label={t`System`}>
                  {system ?? <span className={muted}>—</span>}
                </Table.Cell>
                <Table.Cell className={cell} label={t`Subject`}>
                  {subjectLabel(entry.subject)}
                </Table.Cell>
                <Table.Cell className={cell} label={t`Domain`}>
                  {entry.domain ? (
                    entry.domain.name
                  ) : (
                    <span className={muted}>
                      <Trans>All domains</Trans>
                    </span>
                  )}
                </Table.Cell>
                <Table.Cell className={cell} label={t`Score`}>
                  <bdi className={score}>{percent.format(entry.score / 100)}</bdi>
                  <div className={muted}>
                    <Trans>
                      <bdi>{correct}</bdi> of <bdi>{total}</bdi> correct
                    </Trans>
                  </div>
                </Table.Cell>
                <Table.Cell className={cell} label={t`Date`}>
                  <time dateTime={entry.created_at}>
                    <bdi>{taken}</bdi>
                  </time>
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
