import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useActorRef } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { toastApiError } from '~/api/notify'
import { invalidateLearnerProgress } from '../api/learner-progress'
import { endQuiz, exitQuiz, quizQuery, saveAnswer, skipQuestion } from '../api/quiz'
import { quizMachine, type QuizOutput } from '../machines/quiz.machine'
import { clearPendingSaves, loadPendingSaves, savePendingSaves } from '../quiz-storage'
import { useConnectivityEvents } from './use-connectivity-events'

export type QuizActor = ActorRefFrom<typeof quizMachine>

/** The machine with the quiz API, the query cache and localStorage plugged in. */
const quizLogic = (queryClient: QueryClient) =>
  quizMachine.provide({
    actors: {
      // Through the query factory, silent: the page says what went wrong (not found, no access).
      loadQuiz: fromPromise(({ input }) =>
        queryClient.fetchQuery({ ...quizQuery(input.quizId), meta: { silent: true } }),
      ),
      saveAnswer: fromPromise(({ input }) => saveAnswer(input.quizId, input.questionId, input.body)),
      skipQuestion: fromPromise(({ input }) => skipQuestion(input.quizId, input.questionId)),
      endQuiz: fromPromise(({ input }) => endQuiz(input.quizId, input.confirmMissing)),
      exitQuiz: fromPromise(({ input }) => exitQuiz(input.quizId)),
    },
    actions: {
      persistQueue: (_, { quizId, queue }) => savePendingSaves(quizId, queue),
      // A failed load is told on the page itself; anything else is a toast (spec §8).
      notifyError: ({ context }, { error, cause }) => {
        if (context.quiz === null || error.code === 'forbidden' || error.code === 'notFound') return
        toastApiError(cause)
      },
    },
  })

/**
 * The running quiz of one screen: it resumes the saves this device kept, hears of the network
 * going and coming, and once over forgets them, refreshes the learner's progress and calls `onDone`.
 */
export function useQuizActor(quizId: string, onDone: (output: QuizOutput) => void): QuizActor {
  const queryClient = useQueryClient()
  const [logic] = useState(() => quizLogic(queryClient))
  const actor = useActorRef(logic, {
    input: { quizId, pendingSaves: loadPendingSaves(quizId), online: navigator.onLine },
  })
  const onDoneRef = useRef(onDone)
  useEffect(() => {
    onDoneRef.current = onDone
  })
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return
      clearPendingSaves(quizId)
      invalidateLearnerProgress(queryClient)
      onDoneRef.current(snapshot.output!)
    })
    return () => subscription.unsubscribe()
  }, [actor, quizId, queryClient])
  useConnectivityEvents(actor)
  return actor
}
