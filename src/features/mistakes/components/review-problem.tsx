import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import type { ReviewSessionActor } from '../hooks/use-review-session'

const box = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderRadius: 'l2',
  // Step-12 text on step 3: AA contrast.
  bg: 'amber.3',
  color: 'amber.12',
  borderColor: 'amber.7',
})
const text = css({ flex: '1', minWidth: '12rem', fontWeight: 'medium' })

/** Why a review did not start, with the way on: plans without access, "Try again" after a failure. */
export function ReviewProblem({ actor }: { actor: ReviewSessionActor }) {
  const problem = useSelector(actor, (snapshot) => snapshot.context.problem)
  if (!problem) return null
  return (
    <div role="alert" className={box}>
      <p className={text}>
        {problem.kind === 'subscriptionRequired' ? (
          (problem.message ?? <Trans>Reviews come with a subscription or a trial.</Trans>)
        ) : problem.kind === 'nothingToReview' ? (
          (problem.message ?? <Trans>No missed question matches these filters.</Trans>)
        ) : (
          <Trans>The review could not be started. Check your connection and try again.</Trans>
        )}
      </p>
      {problem.kind === 'subscriptionRequired' ? (
        <Button asChild size="sm" variant="outline">
          <Link href={paths.pricing.getHref()}>
            <Trans>See plans</Trans>
          </Link>
        </Button>
      ) : problem.kind === 'failed' ? (
        <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'review.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </div>
  )
}
