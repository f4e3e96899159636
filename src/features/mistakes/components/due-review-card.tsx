import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { css } from 'styled-system/css'
import { Card } from '~/ui/card'
import { Link } from 'wouter'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import { reviewsDueQuery } from '../api/mistakes'
import { useReviewSession } from '../hooks/use-review-session'
import { subjectName } from '../mistake-labels'
import { ReviewProblem } from './review-problem'

const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })
const calm = css({ color: 'fg.muted', textStyle: 'sm' })

/**
 * Home's spaced review (issue 19): how many missed questions are due today and a button that
 * starts a review of them (one per subject when both have some). With none due it says so in one
 * calm line, and a learner who never missed a question sees nothing. Reads `GET /reviews/due` itself.
 */
export function DueReviewCard() {
  const { t, i18n } = useLingui()
  const due = useQuery(reviewsDueQuery)
  const actor = useReviewSession()
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const starting = useSelector(actor, (snapshot) => snapshot.context.request?.subject ?? null)
  const data = due.data
  if (!data || (data.due_count === 0 && data.next_due_at === null)) return null
  if (data.due_count === 0)
    return (
      <p className={calm} data-testid="reviews-nothing-due">
        <Trans>Nothing is due for review today. Your missed questions come back when it is time.</Trans>
      </p>
    )

  const subjects = data.subjects.filter((entry) => entry.due_count > 0)
  const start = (subject: (typeof subjects)[number]['subject']) =>
    actor.send({ type: 'review.start', request: { subject, not_mastered: false, due_only: true } })
  return (
    <Card aria-labelledby="home-due-reviews">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id="home-due-reviews" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
          <Trans>Review your mistakes</Trans>
        </h2>
        <p className={css({ color: 'fg.muted' })}>
          {plural(data.due_count, {
            one: '# question due for review today',
            other: '# questions due for review today',
          })}
        </p>
      </div>
      <div className={actions}>
        {subjects.map((entry) => {
          const name = i18n._(subjectName[entry.subject])
          const questions = entry.due_count
          return (
            <Button
              key={entry.subject}
              type="button"
              loading={busy && starting === entry.subject}
              disabled={busy && starting !== entry.subject}
              onClick={() => start(entry.subject)}
            >
              {subjects.length > 1
                ? `${t`Review ${name}`} · ${plural(questions, { one: '# question', other: '# questions' })}`
                : t`Start review`}
            </Button>
          )
        })}
        <Link href={paths.mistakes.getHref()} className={css({ color: 'green.11', textDecoration: 'underline' })}>
          <Trans>Open the mistake log</Trans>
        </Link>
      </div>
      <ReviewProblem actor={actor} />
    </Card>
  )
}
