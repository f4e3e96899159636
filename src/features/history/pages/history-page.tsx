import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { css } from 'styled-system/css'
import { Link, useLocation, useSearch } from 'wouter'
import { paths } from '~/lib/paths'
import { catalogQuery, type Catalog } from '~/features/catalog'
import type { Locale } from '~/i18n/locale'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { FullTestList } from '~/features/full-test'
import { PageHeader } from '~/ui/page-header'
import { historyQuery, type HistoryList } from '../api/history'
import { HistoryFilterBar } from '../components/history-filter-bar'
import { HistoryPagination } from '../components/history-pagination'
import { HistoryTable } from '../components/history-table'
import {
  filtersOf,
  hasFilters,
  historySearchString,
  keepKnownDomain,
  parseHistorySearch,
  rowRange,
  type HistoryFilters,
  type HistorySearch,
} from '../history-search'

const page = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const muted = css({ color: 'fg.muted' })
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  p: '6',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
})
const counter = css({ fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' })

/**
 * `/history` (spec §2): the learner's finished tests, newest first, with their type, system,
 * subject, domain, score and date, a counter "X out of Y" and filters. The filters and the page
 * live in the URL (`?kind=practice&from=2025-09-01&page=2`), so a reload, Back or a shared link
 * shows the same list; a value the API would refuse is left out, never sent.
 */
export default function HistoryPage({ title }: PageProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [, navigate] = useLocation()
  const searchString = useSearch()
  const search = useMemo(() => parseHistorySearch(searchString), [searchString])
  // Silent: without the catalog the page still works, with ids and its own subject names.
  const catalog = useQuery({ ...catalogQuery(locale), placeholderData: keepPreviousData, meta: { silent: true } })

  // A domain is checked against the catalog before it is sent: an unknown one is dropped.
  const domainPending = search.domain !== undefined && catalog.isPending
  const filters = useMemo<HistoryFilters>(() => {
    const requested = filtersOf(search)
    if (!catalog.data) return domainPending ? requested : { ...requested, domain: undefined }
    return keepKnownDomain(requested, { subjects: catalog.data.systems.flatMap((system) => system.subjects) })
  }, [search, catalog.data, domainPending])
  const history = useQuery({ ...historyQuery(withoutUndefined(filters), search.page, locale), enabled: !domainPending })

  const go = (next: HistorySearch, replace: boolean) => {
    const query = historySearchString(next)
    navigate(`${paths.history.getHref()}${query ? `?${query}` : ''}`, { replace })
  }
  // Filters replace the entry (Back leaves the page rather than undoing each choice); pages add one.
  const changeFilters = (next: HistoryFilters) => go({ ...next, page: 1 }, true)
  const changePage = (next: number) => go({ ...filters, page: next }, false)

  // A page past the last one (an old link, fewer tests now) goes to the last page, and says
  // "loading" until it comes rather than "no tests match".
  const meta = history.data?.meta
  const pastTheEnd = meta !== undefined && meta.total > 0 && history.data?.data.length === 0
  const lastPage = !history.isPlaceholderData && pastTheEnd && search.page > meta.last_page ? meta.last_page : null
  useEffect(() => {
    if (lastPage !== null) go({ ...filters, page: lastPage }, true)
  })

  const formatNumber = (value: number) => new Intl.NumberFormat(locale).format(value)
  const filtered = hasFilters(filters)

  return (
    <div className={page}>
      <PageHeader
        title={title}
        description={t`Every test you have finished, newest first. Open one to see its report.`}
      />
      <FullTestList headingId="history-full-tests" />
      {history.isError && !history.data ? (
        <>
          {/* Filters that failed can still be changed or cleared. */}
          {filtered && <HistoryFilterBar filters={filters} onChange={changeFilters} catalog={catalog.data} />}
          <div role="alert" className={panel}>
            <p>
              <Trans>Your tests could not be loaded.</Trans>
            </p>
            <Button variant="outline" loading={history.isFetching} onClick={() => void history.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        </>
      ) : !history.data || pastTheEnd ? (
        <p role="status" className={muted}>
          <Trans>Loading your tests…</Trans>
        </p>
      ) : history.data.meta.total === 0 && !filtered ? (
        <NoTestsYet />
      ) : (
        <>
          <HistoryFilterBar filters={filters} onChange={changeFilters} catalog={catalog.data} />
          <Results
            data={history.data}
            page={search.page}
            busy={history.isPlaceholderData}
            catalog={catalog.data}
            locale={locale}
            formatNumber={formatNumber}
            onPage={changePage}
            onClear={() => changeFilters({})}
          />
        </>
      )}
    </div>
  )
}

function Results({
  data,
  page,
  busy,
  catalog,
  locale,
  formatNumber,
  onPage,
  onClear,
}: {
  data: HistoryList
  page: number
  busy: boolean
  catalog: Catalog | undefined
  locale: Locale
  formatNumber: (value: number) => string
  onPage: (page: number) => void
  onClear: () => void
}) {
  const { meta } = data
  const { last } = rowRange(meta.page, meta.per_page, data.data.length)
  const shown = formatNumber(data.data.length === 0 ? 0 : last)
  const total = formatNumber(meta.total)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {/* Polite: a new filter or page says how many tests it shows. */}
      <p role="status" className={counter}>
        <Trans>
          Showing <bdi>{shown}</bdi> out of <bdi>{total}</bdi>
        </Trans>
      </p>
      {data.data.length === 0 ? (
        <div className={panel}>
          <p>
            <Trans>No tests match these filters.</Trans>
          </p>
          <Button variant="outline" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        </div>
      ) : (
        <HistoryTable rows={data.data} catalog={catalog} locale={locale} busy={busy} />
      )}
      {meta.last_page > 1 && (
        <HistoryPagination page={page} lastPage={meta.last_page} onPage={onPage} formatNumber={formatNumber} />
      )}
    </div>
  )
}

function NoTestsYet() {
  return (
    <div className={panel}>
      <Icon name="history" size="lg" className={css({ color: 'fg.muted' })} />
      <p className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>
        <Trans>You have not finished a test yet.</Trans>
      </p>
      <p className={muted}>
        <Trans>Start with an evaluation: it shows where you stand, and every test you finish is listed here.</Trans>
      </p>
      <Button asChild>
        <Link href={paths.evaluate.getHref()}>
          <Trans>Start an evaluation</Trans>
        </Link>
      </Button>
    </div>
  )
}

function withoutUndefined(filters: HistoryFilters): HistoryFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as HistoryFilters
}
