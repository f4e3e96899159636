import { describe, expect, it, vi } from 'vitest'
import { QUIZ_ID, RIGHT_CHOICE_ID, RIGHT_RESPONSE, makeQuiz, networkError, quizResult } from './quiz.fixtures'
import { retryDelay } from './save-queue'
import { NOW, onQuestion, startWith, runOnFakeClock, value } from './quiz-machine.harness'

// The clock: the server's time left, counted down locally, and the end when it runs out.

runOnFakeClock()

describe('clock', () => {
  it('counts down from the server time by the injected clock, every second of the ticker', async () => {
    const run = await startWith(makeQuiz({ remainingSeconds: 120 }), { ticker: true })
    await vi.advanceTimersByTimeAsync(3_000)
    expect(run.context().remainingSeconds).toBe(117)
  })

  it('takes the time left from every save answer, whichever way it moves the deadline', async () => {
    let now = NOW
    const run = await startWith(makeQuiz({ remainingSeconds: 120 }), { now: () => now })
    now += 10_000
    await run.send({ type: 'tick' })
    expect(run.context().remainingSeconds).toBe(110)

    // The server counted 100 s left when it saved (the tab had been asleep): its clock wins.
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    await run.acceptSave(100)
    expect(run.context().deadline).toBe(now + 100_000)
    now += 1_000
    await run.send({ type: 'tick' })
    expect(run.context().remainingSeconds).toBe(99)

    // A later answer said 105 s (a slow network earlier): the server is still the truth.
    await run.send({ type: 'answer.select', response: RIGHT_RESPONSE })
    await run.send({ type: 'next' })
    await run.acceptSave(105)
    expect(run.context().deadline).toBe(now + 105_000)
  })

  it('never adds time of its own: offline, the count goes on and reaching zero ends the quiz as it stands', async () => {
    let now = NOW
    const run = await startWith(makeQuiz({ remainingSeconds: 5 }), { now: () => now })
    await run.send({ type: 'offline' })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    now += 4_000
    await run.send({ type: 'tick' })
    expect(run.context().remainingSeconds).toBe(1)
    now += 1_000
    await run.send({ type: 'tick' })
    expect(value(run)).toEqual({ timeUp: 'ending' })
    expect(run.context().remainingSeconds).toBe(0)
    expect(run.pending('endQuiz')?.input).toEqual({ quizId: QUIZ_ID, confirmMissing: true })

    // Ending is the server's call too: a network failure retries with backoff, at once when online.
    await run.respond('endQuiz', { error: networkError() })
    expect(value(run)).toEqual({ timeUp: 'retrying' })
    await vi.advanceTimersByTimeAsync(retryDelay(1))
    expect(value(run)).toEqual({ timeUp: 'ending' })
    await run.respond('endQuiz', { error: networkError() })
    await run.send({ type: 'online' })
    await run.respond('endQuiz', { output: quizResult('evaluation', 'expired') })
    expect(run.actor.getSnapshot().output).toEqual({ quizId: QUIZ_ID, kind: 'evaluation', endedAs: 'expired' })
    // The answer that never left is dropped with the quiz, and the stored queue with it.
    expect(run.calls.saveAnswer).toEqual([])
    expect(run.persisted.at(-1)).toEqual([])
  })

  it('an untimed quiz has no clock and never times out', async () => {
    let now = NOW
    const run = await startWith(makeQuiz({ remainingSeconds: null }), { now: () => now })
    now += 10 * 3_600_000
    await run.send({ type: 'tick' })
    expect(run.context()).toMatchObject({ deadline: null, remainingSeconds: null })
    expect(onQuestion(run, 'answering')).toBe(true)
  })
})
