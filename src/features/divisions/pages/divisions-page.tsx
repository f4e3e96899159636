import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { paths } from '~/lib/paths'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import { divisionsQuery } from '../api/divisions'
import { DivisionCard } from '../components/division-card'
import { LoadError } from '../components/load-error'

const page = css({ display: 'flex', flexDirection: 'column', gap: '6' })
const grid = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
})
const placeholder = css({ h: '80', borderRadius: 'l3', bg: 'bg.muted' })

/** `/divisions` (spec §2): the learner's active division in each subject. */
export default function DivisionsPage({ title }: PageProps) {
  const divisions = useQuery({ ...divisionsQuery, meta: { silent: true } })
  return (
    <div className={page}>
      <PageHeader
        title={title}
        description={
          <Trans>
            Each level is a round of quizzes. Reach the promotion threshold and pass the Short Test to move up.
          </Trans>
        }
        actions={
          <Button asChild variant="outline">
            <Link href={paths.divisionProgress.getHref()}>
              <Trans>Division progress</Trans>
            </Link>
          </Button>
        }
      />
      {divisions.isError ? (
        <LoadError onRetry={() => void divisions.refetch()}>
          <Trans>Your divisions could not be loaded.</Trans>
        </LoadError>
      ) : (
        <div className={grid} aria-busy={divisions.isPending}>
          {divisions.data
            ? divisions.data.map((division) => <DivisionCard key={division.subject} division={division} />)
            : [0, 1].map((key) => <div key={key} className={placeholder} aria-hidden />)}
        </div>
      )}
    </div>
  )
}
