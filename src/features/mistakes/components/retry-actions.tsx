import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { css } from 'styled-system/css'
import type { SubjectId } from '~/features/catalog'
import { Button } from '~/ui/button'
import type { MistakeFilters } from '../api/mistakes'
import type { ReviewSessionActor } from '../hooks/use-review-session'
import { reviewRequest } from '../mistake-filters'
import { subjectName } from '../mistake-labels'
import { ReviewProblem } from './review-problem'

/**
 * "Retry these": a review of the listed questions with the current filters. A review is of one
 * subject, so with both subjects listed there is one button per subject.
 */
export function RetryActions({
  actor,
  filters,
  subjects,
}: {
  actor: ReviewSessionActor
  filters: MistakeFilters
  subjects: SubjectId[]
}) {
  const { i18n } = useLingui()
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const starting = useSelector(actor, (snapshot) => snapshot.context.request?.subject ?? null)
  if (subjects.length === 0) return null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        {subjects.map((subject) => {
          const name = i18n._(subjectName[subject])
          return (
            <Button
              key={subject}
              type="button"
              loading={busy && starting === subject}
              disabled={busy && starting !== subject}
              onClick={() => actor.send({ type: 'review.start', request: reviewRequest(filters, subject) })}
            >
              {subjects.length > 1 ? <Trans>Retry {name}</Trans> : <Trans>Retry these</Trans>}
            </Button>
          )
        })}
        <p className={css({ color: 'fg.muted', textStyle: 'sm', flex: '1', minWidth: '12rem' })}>
          <Trans>
            Up to 20 questions, the longest waiting first. No clock, no points: each answer is checked at once.
          </Trans>
        </p>
      </div>
      <ReviewProblem actor={actor} />
    </div>
  )
}
