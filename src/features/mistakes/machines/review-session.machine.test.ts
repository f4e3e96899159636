import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '~/api/api-error'
import type { CreateReviewRequest, QuizSummary } from '../api/reviews'
import { reviewSessionMachine } from './review-session.machine'

const quiz = (id: string) => ({ id, kind: 'review' }) as QuizSummary

/** The real machine; the server answers in turn with `answers`, and each call is recorded. */
function start(answers: Array<QuizSummary | Error>) {
  const requests: CreateReviewRequest[] = []
  const openQuiz = vi.fn()
  let call = 0
  const machine = reviewSessionMachine.provide({
    actors: {
      createReview: fromPromise(async ({ input }: { input: CreateReviewRequest }) => {
        requests.push(input)
        const answer = answers[Math.min(call++, answers.length - 1)]!
        if (answer instanceof Error) throw answer
        return answer
      }),
    },
    actions: { openQuiz: (_, params) => openQuiz(params.quizId) },
  })
  const actor = createActor(machine).start()
  return { actor, requests, openQuiz }
}

const math: CreateReviewRequest = { subject: 'math', domain: 'algebra', not_mastered: true, due_only: false }
const dueReading: CreateReviewRequest = { subject: 'reading_writing', not_mastered: false, due_only: true }

describe('review session machine', () => {
  it('starts a review with the request and opens its quiz', async () => {
    const { actor, requests, openQuiz } = start([quiz('qz_Review001')])
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'review.start', request: math })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('started'))
    expect(requests).toEqual([math])
    expect(openQuiz).toHaveBeenCalledWith('qz_Review001')
    expect(actor.getSnapshot().context.quizId).toBe('qz_Review001')
    // Still busy: the screen is about to change.
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it('ignores a second press while the first start is on its way', async () => {
    const { actor, requests } = start([quiz('qz_Review001')])
    actor.send({ type: 'review.start', request: math })
    actor.send({ type: 'review.start', request: dueReading })
    await waitFor(actor, (snapshot) => snapshot.matches('started'))
    expect(requests).toEqual([math])
  })

  it('a failure keeps the request, and "try again" sends it unchanged', async () => {
    const { actor, requests, openQuiz } = start([new TypeError('Failed to fetch'), quiz('qz_Review002')])
    actor.send({ type: 'review.start', request: math })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actor.getSnapshot().context).toMatchObject({ request: math, problem: { kind: 'failed' } })
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    actor.send({ type: 'review.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('started'))
    expect(requests).toEqual([math, math])
    expect(openQuiz).toHaveBeenCalledWith('qz_Review002')
    expect(actor.getSnapshot().context.problem).toBeNull()
  })

  it('names the contract refusals: no access (403), nothing to review (422)', async () => {
    const forbidden = new ApiError(403, { message: 'Subscribe to continue' }, 'Forbidden')
    const nothing = new ApiError(422, { message: 'No missed question matches' }, 'Unprocessable')
    const { actor } = start([forbidden, nothing])
    actor.send({ type: 'review.start', request: math })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actor.getSnapshot().context.problem).toEqual({
      kind: 'subscriptionRequired',
      message: 'Subscribe to continue',
    })
    actor.send({ type: 'review.retry' })
    await waitFor(actor, (snapshot) => snapshot.context.problem?.kind === 'nothingToReview')
    expect(actor.getSnapshot().context.problem?.message).toBe('No missed question matches')
  })

  it('another start after a failure replaces the request; dismissing returns to idle', async () => {
    const { actor, requests } = start([new TypeError('Failed to fetch')])
    actor.send({ type: 'review.start', request: math })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    actor.send({ type: 'review.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.problem).toBeNull()
    actor.send({ type: 'review.start', request: dueReading })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(requests.at(-1)).toEqual(dueReading)
  })
})
