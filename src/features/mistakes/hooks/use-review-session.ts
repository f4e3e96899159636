import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { paths } from '~/lib/paths'
import { reviewSessionMachine } from '../machines/review-session.machine'

export type ReviewSessionActor = ReturnType<typeof useReviewSession>

/** A running review-session machine whose started review opens on the review quiz's route. */
export function useReviewSession() {
  // The router's `navigate` does not change while the screen is shown.
  const [, navigate] = useLocation()
  const [logic] = useState(() =>
    reviewSessionMachine.provide({
      actions: { openQuiz: (_, { quizId }) => navigate(paths.practiceQuiz.getHref(quizId)) },
    }),
  )
  return useActorRef(logic)
}
