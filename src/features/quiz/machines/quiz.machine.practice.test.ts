import { describe, expect, it } from 'vitest'
import {
  CHOICE_QUESTION_ID,
  RESPONSE_QUESTION_ID,
  RIGHT_CHOICE_ID,
  RIGHT_RESPONSE,
  WRONG_CHOICE_ID,
  alreadyAnsweredError,
  makeQuiz,
} from './quiz.fixtures'
import { onQuestion, start, startWith, runOnFakeClock } from './quiz-machine.harness'

// Answering in practice: each answer is checked by the server, then locked with its feedback.

runOnFakeClock()

describe('practice feedback', () => {
  it('submit waits for the server check, then shows correct or wrong with the explanation', async () => {
    const run = await startWith(makeQuiz({ kind: 'practice' }))
    await run.send({ type: 'answer.submit' })
    expect(onQuestion(run, 'answering')).toBe(true)
    await run.send({ type: 'answer.select', choiceId: WRONG_CHOICE_ID })
    // Moving around never saves a practice draft on its own.
    await run.send({ type: 'review.toggle' })
    expect(run.context().queue).toMatchObject([{ body: { marked_for_review: true } }])
    await run.acceptSave()
    await run.send({ type: 'answer.submit' })
    expect(onQuestion(run, 'checking')).toBe(true)
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'not_answered', pending: true })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    expect(run.context().draft.choiceId).toBe(WRONG_CHOICE_ID)
    await run.acceptSave()
    expect(onQuestion(run, 'feedback')).toBe(true)
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({
      status: 'wrong',
      feedback: { is_correct: false, correct_choice_id: RIGHT_CHOICE_ID },
    })
    expect(run.context().answers[CHOICE_QUESTION_ID]!.feedback?.explanation).toBeTruthy()
    await run.send({ type: 'next' })
    expect(run.context().position).toBe(2)
    await run.send({ type: 'previous' })
    expect(onQuestion(run, 'feedback')).toBe(true)
  })

  it('save and continue on an unchecked answer checks it first', async () => {
    const run = await startWith(makeQuiz({ kind: 'practice' }))
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    expect(onQuestion(run, 'checking')).toBe(true)
    expect(run.context().position).toBe(1)
    await run.acceptSave()
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'correct' })
    await run.send({ type: 'next' })
    expect(run.context().position).toBe(2)
  })

  it('an answer the server has locked already is read back from the server', async () => {
    const run = await startWith(makeQuiz({ kind: 'practice' }))
    await run.send({ type: 'answer.select', choiceId: WRONG_CHOICE_ID })
    await run.send({ type: 'answer.submit' })
    await run.respond('saveAnswer', { error: alreadyAnsweredError() })
    expect(run.actor.getSnapshot().matches({ inProgress: { outbox: 'resyncing' } })).toBe(true)
    expect(onQuestion(run, 'answering')).toBe(true)
    const fresh = makeQuiz({ kind: 'practice' })
    fresh.questions[0]!.answer = {
      ...fresh.questions[0]!.answer,
      status: 'correct',
      choice_id: RIGHT_CHOICE_ID,
      feedback: {
        is_correct: true,
        correct_choice_id: RIGHT_CHOICE_ID,
        accepted_answers: [],
        explanation: 'B.',
        explanation_ar: null,
        rationales: [],
      },
    }
    await run.respond('loadQuiz', { output: fresh })
    expect(onQuestion(run, 'feedback')).toBe(true)
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'correct', choice_id: RIGHT_CHOICE_ID })
  })

  it('offline, the check waits in the queue and comes back after a reload', async () => {
    const run = await startWith(makeQuiz({ kind: 'practice' }), { online: false })
    await run.send({ type: 'answer.select', response: RIGHT_RESPONSE })
    await run.send({ type: 'goTo', position: 2 })
    await run.send({ type: 'answer.select', response: RIGHT_RESPONSE })
    await run.send({ type: 'answer.submit' })
    expect(onQuestion(run, 'checking')).toBe(true)
    const kept = run.persisted.at(-1)!

    const reloaded = start({ pendingSaves: kept })
    await reloaded.respond('loadQuiz', { output: makeQuiz({ kind: 'practice', currentPosition: 2 }) })
    expect(onQuestion(reloaded, 'checking')).toBe(true)
    await reloaded.acceptSave()
    expect(onQuestion(reloaded, 'feedback')).toBe(true)
    expect(reloaded.context().answers[RESPONSE_QUESTION_ID]).toMatchObject({ status: 'correct' })
  })
})
