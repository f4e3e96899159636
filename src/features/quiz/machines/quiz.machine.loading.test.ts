import { describe, expect, it } from 'vitest'
import {
  CHOICE_QUESTION_ID,
  QUIZ_ID,
  RESPONSE_QUESTION_ID,
  RIGHT_CHOICE_ID,
  makeQuiz,
  networkError,
  notFoundError,
} from './quiz.fixtures'
import { questionMarks } from './quiz-answers'
import type { PendingSave } from './quiz.machine'
import { NOW, onQuestion, start, startWith, runOnFakeClock, value } from './quiz-machine.harness'

// Loading a quiz, and the fresh copies the server sends while it runs.

runOnFakeClock()

describe('loading', () => {
  it('resumes a running quiz at its current position, with its answers and the server time left', async () => {
    const quiz = makeQuiz({ currentPosition: 2, remainingSeconds: 75 })
    quiz.questions[0]!.answer = { ...quiz.questions[0]!.answer, status: 'answered', choice_id: RIGHT_CHOICE_ID }
    const run = await startWith(quiz)
    expect(run.calls.loadQuiz[0]!.input).toEqual({ quizId: QUIZ_ID })
    expect(onQuestion(run, 'answering')).toBe(true)
    expect(run.context()).toMatchObject({ position: 2, remainingSeconds: 75, deadline: NOW + 75_000 })
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'answered', pending: false })
    expect(questionMarks(run.context().quiz, run.context().answers, run.context().position).map((m) => m.mark)).toEqual(
      ['answered', 'current'],
    )
  })

  it('a quiz whose time ran out while away opens as completed, for its report', async () => {
    const run = await startWith(makeQuiz({ status: 'expired', kind: 'practice' }))
    expect(run.actor.getSnapshot().status).toBe('done')
    expect(run.actor.getSnapshot().output).toEqual({ quizId: QUIZ_ID, kind: 'practice', endedAs: 'expired' })
  })

  it('an exited quiz ends as exited and forgets the saves kept for it', async () => {
    const leftover: PendingSave = {
      kind: 'answer',
      quizId: QUIZ_ID,
      questionId: CHOICE_QUESTION_ID,
      body: { choice_id: RIGHT_CHOICE_ID },
      revision: 3,
    }
    const run = start({ pendingSaves: [leftover] })
    await run.respond('loadQuiz', { output: makeQuiz({ status: 'exited' }) })
    expect(value(run)).toBe('exited')
    expect(run.persisted).toEqual([[]])
    expect(run.calls.saveAnswer).toEqual([])
  })

  it('a failed load shows an error code and loads again on retry, or by itself when back online', async () => {
    const run = start()
    await run.respond('loadQuiz', { error: notFoundError() })
    expect(value(run)).toBe('failed')
    expect(run.context().error).toEqual({ code: 'notFound', questionId: null })
    expect(run.notified).toEqual([{ code: 'notFound', questionId: null }])
    await run.send({ type: 'online' })
    expect(value(run)).toBe('failed')
    await run.send({ type: 'retry' })
    expect(value(run)).toBe('loading')
    await run.respond('loadQuiz', { error: networkError() })
    await run.send({ type: 'offline' })
    await run.send({ type: 'online' })
    expect(value(run)).toBe('loading')
    expect(run.calls.loadQuiz).toHaveLength(3)
  })
})

describe('server sync', () => {
  it('a fresh copy replaces the answers but keeps the place and the queued changes', async () => {
    const run = await startWith(makeQuiz(), { online: false })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    const fresh = makeQuiz({ remainingSeconds: 30 })
    fresh.questions[1]!.answer = { ...fresh.questions[1]!.answer, status: 'answered', response: '7' }
    await run.send({ type: 'server.sync', quiz: fresh })
    expect(run.context()).toMatchObject({ position: 2, remainingSeconds: 30 })
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'answered', pending: true })
    expect(run.context().answers[RESPONSE_QUESTION_ID]).toMatchObject({ status: 'answered', response: '7' })
  })

  it('a copy that says the quiz is over ends it', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'server.sync', quiz: makeQuiz({ status: 'completed' }) })
    expect(run.actor.getSnapshot().output).toEqual({ quizId: QUIZ_ID, kind: 'evaluation', endedAs: 'completed' })
  })
})
