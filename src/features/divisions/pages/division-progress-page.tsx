import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import { paths } from '~/lib/paths'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import { Table } from '~/ui/table'
import { divisionProgressQuery, type DivisionProgressEvent, type DivisionStatus } from '../api/divisions'
import { LoadError } from '../components/load-error'

const layout = css({ display: 'flex', flexDirection: 'column', gap: '6' })
const oneLineHeaders = css({ whiteSpace: 'nowrap' })
const badge = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  borderRadius: 'l1',
  textStyle: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
})
const tones: Record<DivisionStatus, string> = {
  promoted: css({ bg: 'green.3', color: 'green.12' }),
  eligible_for_promotion: css({ bg: 'green.3', color: 'green.12' }),
  stayed: css({ bg: 'gray.3', color: 'gray.12' }),
  relegated: css({ bg: 'amber.3', color: 'amber.12' }),
  in_level: css({ bg: 'gray.3', color: 'gray.12' }),
}
const pager = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })

const statusName: Record<DivisionStatus, MessageDescriptor> = {
  in_level: msg`In level`,
  eligible_for_promotion: msg`Eligible for promotion`,
  promoted: msg`Promoted`,
  stayed: msg`Level kept`,
  relegated: msg`Moved down`,
}
const eventName: Record<DivisionProgressEvent['event'], MessageDescriptor> = {
  round_completed: msg`Round completed`,
  short_test: msg`Short Test`,
}
const subjectName: Record<DivisionProgressEvent['subject'], MessageDescriptor> = {
  math: msg`Math`,
  reading_writing: msg`Reading and Writing`,
}

function ProgressTable({ events, busy }: { events: DivisionProgressEvent[]; busy: boolean }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const format = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  return (
    <Table.ScrollArea aria-label={t`Division results, newest first`}>
      <Table.Root size="sm" aria-busy={busy || undefined}>
        <Table.Head className={oneLineHeaders}>
          <Table.Row>
            <Table.Header>
              <Trans>Date</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Subject</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Event</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Level</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Points</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Result</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Report</Trans>
            </Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {events.map((event) => {
            const before = format.format(event.level_before)
            const after = format.format(event.level_after)
            const points = format.format(event.points)
            const max = format.format(event.max_points)
            const share = percent.format(event.percentage / 100)
            return (
              <Table.Row key={event.id}>
                <Table.Cell numeric>
                  <time dateTime={event.created_at}>{date.format(new Date(event.created_at))}</time>
                </Table.Cell>
                <Table.Cell>{i18n._(subjectName[event.subject])}</Table.Cell>
                <Table.Cell>{i18n._(eventName[event.event])}</Table.Cell>
                <Table.Cell numeric>
                  {event.level_before === event.level_after ? (
                    <bdi>{after}</bdi>
                  ) : (
                    // Levels read in the page's direction: "2 → 3", "٢ ← ٣" in Arabic.
                    <span aria-label={t`from level ${before} to level ${after}`}>
                      <bdi>{before}</bdi> <span aria-hidden="true">{locale === 'ar' ? '←' : '→'}</span>{' '}
                      <bdi>{after}</bdi>
                    </span>
                  )}
                </Table.Cell>
                <Table.Cell numeric>
                  <Trans>
                    <bdi>{points}</bdi> of <bdi>{max}</bdi> (<bdi>{share}</bdi>)
                  </Trans>
                </Table.Cell>
                <Table.Cell>
                  <span className={cx(badge, tones[event.status])} title={event.message}>
                    {i18n._(statusName[event.status])}
                  </span>
                  <span className={css({ srOnly: true })}>{event.message}</span>
                </Table.Cell>
                <Table.Cell>
                  <Link
                    href={paths.evaluateReport.getHref(event.quiz_id)}
                    className={css({ color: 'green.11', textDecoration: 'underline' })}
                  >
                    <Trans>Open</Trans>
                  </Link>
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** `/divisions/progress` (spec §2): every finished round and Short Test, with the level before and after. */
export default function DivisionProgressPage({ title }: PageProps) {
  const [page, setPage] = useState(1)
  const { locale } = useLocale()
  const progress = useQuery({
    ...divisionProgressQuery(page),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
  const meta = progress.data?.meta
  const current = new Intl.NumberFormat(locale).format(meta?.page ?? page)
  const last = new Intl.NumberFormat(locale).format(meta?.last_page ?? 1)
  return (
    <div className={layout}>
      <PageHeader
        title={title}
        description={<Trans>Every finished round and Short Test, newest first.</Trans>}
        // Not beside the empty state's "Go to divisions" (issue 16: one way back, not two).
        actions={
          progress.data?.data.length === 0 ? undefined : (
            <Button asChild variant="outline">
              <Link href={paths.divisions.getHref()}>
                <Trans>Back to divisions</Trans>
              </Link>
            </Button>
          )
        }
      />
      {progress.isError ? (
        <LoadError onRetry={() => void progress.refetch()}>
          <Trans>Your division progress could not be loaded.</Trans>
        </LoadError>
      ) : !progress.data ? (
        <p role="status">
          <Trans>Loading your division progress…</Trans>
        </p>
      ) : progress.data.data.length === 0 ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
          <p>
            <Trans>No finished round yet. Complete the quizzes of a level to see your progress here.</Trans>
          </p>
          <Button asChild>
            <Link href={paths.divisions.getHref()}>
              <Trans>Go to divisions</Trans>
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <ProgressTable events={progress.data.data} busy={progress.isPlaceholderData} />
          {meta && meta.last_page > 1 && (
            <nav aria-label={title} className={pager}>
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <Trans>Previous</Trans>
              </Button>
              <span>
                <Trans>
                  Page <bdi>{current}</bdi> of <bdi>{last}</bdi>
                </Trans>
              </span>
              <Button variant="outline" disabled={page >= meta.last_page} onClick={() => setPage(page + 1)}>
                <Trans>Next</Trans>
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  )
}
