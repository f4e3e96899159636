import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { CatalogGate, type Catalog } from '~/features/catalog'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import { mistakesQuery, type MistakeFilters } from '../api/mistakes'
import { MistakeFiltersBar } from '../components/mistake-filters-bar'
import { MistakeRow } from '../components/mistake-row'
import { RetryActions } from '../components/retry-actions'
import { useReviewSession } from '../hooks/use-review-session'
import { retrySubjects } from '../mistake-filters'

const column = css({ display: 'flex', flexDirection: 'column', gap: '5', minWidth: '0' })
const message = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3', py: '6' })
const messageTitle = css({ textStyle: 'lg', fontWeight: 'semibold' })
const muted = css({ color: 'fg.muted' })

/**
 * `/mistakes` (issue 19): every question the learner missed, newest first, with filters; each row
 * opens the question with its explanation, and "Retry these" starts a review quiz of them.
 */
export default function MistakesPage({ title }: PageProps) {
  const { t } = useLingui()
  return (
    <div className={column}>
      {/* The line is the page's own, not the route's: the first screen's catalog does not carry it. */}
      <PageHeader
        title={title}
        description={t`Every question you missed, with its explanation, and when to see it again.`}
      />
      <CatalogGate>{(catalog) => <MistakeLog catalog={catalog} />}</CatalogGate>
    </div>
  )
}

function MistakeLog({ catalog }: { catalog: Catalog }) {
  const { locale } = useLocale()
  const [filters, setFilters] = useState<MistakeFilters>({})
  const query = useQuery(mistakesQuery(filters, locale))
  const actor = useReviewSession()
  const filtered = Object.keys(filters).length > 0
  const data = query.data

  if (!data && query.isError) return <LoadFailed retrying={query.isFetching} onRetry={() => void query.refetch()} />
  if (!data)
    return (
      <p role="status" className={muted}>
        <Trans>Loading your missed questions…</Trans>
      </p>
    )
  if (data.total === 0 && !filtered) return <NoMistakes />

  // Read once per answer: the due lines of every row count from the same moment.
  const now = query.dataUpdatedAt
  return (
    <div className={column}>
      <MistakeFiltersBar catalog={catalog} filters={filters} onChange={setFilters} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p role="status" className={css({ fontWeight: 'semibold' })} aria-busy={query.isPlaceholderData}>
          {data.total > data.data.length ? (
            <Trans>
              The newest {data.data.length} of{' '}
              <Plural value={data.total} one="# missed question" other="# missed questions" />
            </Trans>
          ) : (
            <Plural value={data.total} one="# missed question" other="# missed questions" />
          )}
        </p>
        <RetryActions actor={actor} filters={filters} subjects={retrySubjects(filters, data.data)} />
      </div>
      {data.total === 0 ? (
        <div className={message}>
          <p className={muted}>
            <Trans>No missed question matches these filters.</Trans>
          </p>
          <Button type="button" variant="outline" onClick={() => setFilters({})}>
            <Trans>Clear the filters</Trans>
          </Button>
        </div>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {data.data.map((mistake) => (
            <li key={mistake.question_id}>
              <MistakeRow mistake={mistake} catalog={catalog} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function NoMistakes() {
  return (
    <div className={message}>
      <h2 className={messageTitle}>
        <Trans>No missed questions yet</Trans>
      </h2>
      <p className={muted}>
        <Trans>Every question you answer wrongly, skip or leave blank shows up here, with its explanation.</Trans>
      </p>
      <Button asChild>
        <Link href={paths.practice.getHref()}>
          <Trans>Go to practice</Trans>
        </Link>
      </Button>
    </div>
  )
}

function LoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className={message}>
      <p className={messageTitle}>
        <Trans>Your missed questions could not be loaded.</Trans>
      </p>
      <p className={muted}>
        <Trans>Check your connection and try again.</Trans>
      </p>
      <Button type="button" variant="outline" loading={retrying} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
