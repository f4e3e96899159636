import { describe, expect, it, vi } from 'vitest'
import {
  CHOICE_QUESTION_ID,
  QUIZ_ID,
  RESPONSE_QUESTION_ID,
  RIGHT_CHOICE_ID,
  WRONG_CHOICE_ID,
  invalidAnswerError,
  makeQuiz,
  networkError,
  serverError,
  skipResult,
} from './quiz.fixtures'
import type { PendingSave } from './quiz.machine'
import { retryDelay } from './save-queue'
import { start, startWith, runOnFakeClock } from './quiz-machine.harness'

// The outbox: answers and skips saved as the learner goes, kept offline, retried, never sent twice.

runOnFakeClock()

describe('save queue', () => {
  it('saves the answer when the learner moves on, with the time spent on it, and persists the queue', async () => {
    let now = 1_000_000
    const run = await startWith(makeQuiz(), { now: () => now })
    now += 41_400
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    expect(run.calls.saveAnswer).toEqual([])
    await run.send({ type: 'next' })
    expect(run.context().position).toBe(2)
    // The report's time per question: 41 s on the question when its answer was saved.
    expect(run.pending('saveAnswer')?.input).toEqual({
      quizId: QUIZ_ID,
      questionId: CHOICE_QUESTION_ID,
      body: { choice_id: RIGHT_CHOICE_ID, seconds_spent: 41 },
    })
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'answered', pending: true })
    expect(run.persisted).toHaveLength(1)
    await run.acceptSave()
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'answered', pending: false })
    expect(run.persisted.at(-1)).toEqual([])
  })

  it('the latest answer of a question wins, even over the one on its way', async () => {
    // A clock that stands still: no time is spent on the question.
    const run = await startWith(makeQuiz(), { now: () => 0 })
    await run.send({ type: 'answer.select', choiceId: WRONG_CHOICE_ID })
    await run.send({ type: 'next' })
    await run.send({ type: 'previous' })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'review.toggle' })
    await run.send({ type: 'next' })
    // One entry for the question: the newest choice and the review mark together.
    expect(run.context().queue).toMatchObject([
      { questionId: CHOICE_QUESTION_ID, body: { choice_id: RIGHT_CHOICE_ID, marked_for_review: true } },
    ])
    await run.acceptSave()
    // The first save's answer does not remove the newer change: it is sent next.
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ choice_id: RIGHT_CHOICE_ID, pending: true })
    expect(run.pending('saveAnswer')?.input).toEqual({
      quizId: QUIZ_ID,
      questionId: CHOICE_QUESTION_ID,
      body: { choice_id: RIGHT_CHOICE_ID, marked_for_review: true, seconds_spent: 0 },
    })
    await run.acceptSave()
    expect(run.context().queue).toEqual([])
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({
      choice_id: RIGHT_CHOICE_ID,
      marked_for_review: true,
      pending: false,
    })
    expect(run.calls.saveAnswer).toHaveLength(2)
  })

  it('keeps a save through network failures, retrying after 1, 2, 4 s… and at once when back online', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    await run.respond('saveAnswer', { error: networkError() })
    expect(run.actor.getSnapshot().matches({ inProgress: { outbox: 'retrying' } })).toBe(true)
    await vi.advanceTimersByTimeAsync(999)
    expect(run.calls.saveAnswer).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(run.calls.saveAnswer).toHaveLength(2)
    await run.respond('saveAnswer', { error: serverError() })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(run.calls.saveAnswer).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(run.calls.saveAnswer).toHaveLength(3)

    await run.respond('saveAnswer', { error: networkError() })
    await run.send({ type: 'offline' })
    await vi.advanceTimersByTimeAsync(retryDelay(3))
    // Offline, the outbox waits instead of trying.
    expect(run.calls.saveAnswer).toHaveLength(3)
    await run.send({ type: 'online' })
    expect(run.calls.saveAnswer).toHaveLength(4)
    expect(run.context().queue).toHaveLength(1)
    await run.acceptSave()
    expect(run.context()).toMatchObject({ queue: [], saveFailures: 0, error: null })
    expect(run.notified).toEqual([])
  })

  it('drops a save the server refuses (4xx), with the error code for the UI', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'next' })
    await run.send({ type: 'answer.select', response: '12345678' })
    await run.send({ type: 'previous' })
    await run.respond('saveAnswer', { error: invalidAnswerError() })
    expect(run.context().queue).toEqual([])
    expect(run.context().error).toEqual({ code: 'invalidAnswer', questionId: RESPONSE_QUESTION_ID })
    expect(run.notified).toEqual([{ code: 'invalidAnswer', questionId: RESPONSE_QUESTION_ID }])
    expect(run.context().answers[RESPONSE_QUESTION_ID]).toMatchObject({ status: 'not_answered', response: null })
    expect(run.persisted.at(-1)).toEqual([])
  })

  it('sends the saves kept from an earlier visit once the quiz is loaded, and only this quiz’s', async () => {
    const kept: PendingSave[] = [
      {
        kind: 'answer',
        quizId: QUIZ_ID,
        questionId: CHOICE_QUESTION_ID,
        body: { choice_id: RIGHT_CHOICE_ID },
        revision: 7,
      },
      { kind: 'skip', quizId: 'qz_Other0000', questionId: RESPONSE_QUESTION_ID, revision: 2 },
    ]
    const run = start({ pendingSaves: kept })
    expect(run.context().queue).toEqual([kept[0]])
    expect(run.calls.saveAnswer).toEqual([])
    await run.respond('loadQuiz', { output: makeQuiz() })
    // The learner sees the kept answer at once, still to be confirmed, and resumes after it.
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ choice_id: RIGHT_CHOICE_ID, pending: true })
    expect(run.context().position).toBe(2)
    expect(run.context().draft).toEqual({ choiceId: null, response: '' })
    expect(run.pending('saveAnswer')?.input).toMatchObject({ body: { choice_id: RIGHT_CHOICE_ID } })
    await run.acceptSave()
    expect(run.persisted).toEqual([[]])
  })

  it('skips through the queue too, and an answer given later replaces the pending skip', async () => {
    const run = await startWith(makeQuiz(), { online: false })
    await run.send({ type: 'skip' })
    expect(run.context().position).toBe(2)
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'skipped', pending: true })
    await run.send({ type: 'goTo', position: 1 })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'goTo', position: 2 })
    expect(run.context().queue).toMatchObject([{ kind: 'answer', questionId: CHOICE_QUESTION_ID }])
    await run.send({ type: 'skip' })
    await run.send({ type: 'online' })
    expect(run.pending('saveAnswer')).toBeDefined()
    await run.acceptSave()
    expect(run.pending('skipQuestion')?.input).toEqual({ quizId: QUIZ_ID, questionId: RESPONSE_QUESTION_ID })
    await run.respond('skipQuestion', { output: skipResult(run.context().quiz!, RESPONSE_QUESTION_ID) })
    expect(run.context().answers[RESPONSE_QUESTION_ID]).toMatchObject({ status: 'skipped', pending: false })
  })
})

describe('idempotent saves', () => {
  it('saving what the server already has sends nothing', async () => {
    const quiz = makeQuiz()
    quiz.questions[0]!.answer = { ...quiz.questions[0]!.answer, status: 'answered', choice_id: RIGHT_CHOICE_ID }
    const run = await startWith(quiz)
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'answer.submit' })
    await run.send({ type: 'next' })
    await run.send({ type: 'previous' })
    expect(run.calls.saveAnswer).toEqual([])
    expect(run.persisted).toEqual([])
  })

  it('the same answer given twice is one save; a retried save is the same request', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'answer.submit' })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'answer.submit' })
    await run.send({ type: 'next' })
    expect(run.calls.saveAnswer).toHaveLength(1)
    expect(run.persisted).toHaveLength(1)
    await run.respond('saveAnswer', { error: networkError() })
    await run.send({ type: 'online' })
    expect(run.calls.saveAnswer.map((call) => call.input)).toEqual([
      run.calls.saveAnswer[0]!.input,
      run.calls.saveAnswer[0]!.input,
    ])
  })
})
