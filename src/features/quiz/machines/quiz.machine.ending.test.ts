import { describe, expect, it } from 'vitest'
import {
  QUIZ_ID,
  RIGHT_CHOICE_ID,
  RIGHT_RESPONSE,
  answersMissingError,
  makeQuiz,
  networkError,
  quizResult,
} from './quiz.fixtures'
import { onQuestion, startWith, runOnFakeClock } from './quiz-machine.harness'

// Ending a quiz (confirming missing answers) and exiting it (discarding every answer).

runOnFakeClock()

describe('exit', () => {
  it('asks first; cancelling keeps the draft', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'exit' })
    expect(run.actor.getSnapshot().matches({ inProgress: { flow: 'confirmingExit' } })).toBe(true)
    await run.send({ type: 'exit.cancel' })
    expect(onQuestion(run, 'answering')).toBe(true)
    expect(run.context().draft.choiceId).toBe(RIGHT_CHOICE_ID)
    expect(run.calls.exitQuiz).toEqual([])
  })

  it('discards every answer, the queued ones too, and awards nothing', async () => {
    const run = await startWith(makeQuiz(), { online: false })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    await run.send({ type: 'exit' })
    await run.send({ type: 'exit.confirm' })
    expect(run.pending('exitQuiz')?.input).toEqual({ quizId: QUIZ_ID })
    await run.respond('exitQuiz', { output: { quiz_id: QUIZ_ID, status: 'exited', message: 'Quiz exited.' } })
    expect(run.actor.getSnapshot().status).toBe('done')
    expect(run.actor.getSnapshot().output).toEqual({ quizId: QUIZ_ID, kind: 'evaluation', endedAs: 'exited' })
    expect(run.persisted.at(-1)).toEqual([])
    expect(run.calls.saveAnswer).toEqual([])
    expect(run.calls.endQuiz).toEqual([])
  })

  it('a failed exit comes back to the question with the error code, to try again', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'exit' })
    await run.send({ type: 'exit.confirm' })
    await run.respond('exitQuiz', { error: networkError() })
    expect(run.actor.getSnapshot().matches({ inProgress: { flow: 'confirmingExit' } })).toBe(true)
    expect(run.context().error).toEqual({ code: 'network', questionId: null })
    await run.send({ type: 'exit.confirm' })
    expect(run.calls.exitQuiz).toHaveLength(2)
  })
})

describe('ending with missing answers', () => {
  it('asks to confirm, listing the unanswered questions, then ends with confirm_missing', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'end' })
    expect(run.actor.getSnapshot().matches({ inProgress: { flow: 'confirmingEnd' } })).toBe(true)
    expect(run.context().unansweredPositions).toEqual([2])
    // The draft was saved on the way.
    expect(run.context().queue).toHaveLength(1)
    await run.send({ type: 'end.cancel' })
    expect(onQuestion(run, 'answering')).toBe(true)
    await run.send({ type: 'end' })
    await run.send({ type: 'end.confirm' })
    // Every answer reaches the server before it scores.
    expect(run.actor.getSnapshot().matches({ inProgress: { flow: { submitting: 'flushing' } } })).toBe(true)
    expect(run.calls.endQuiz).toEqual([])
    await run.acceptSave()
    expect(run.pending('endQuiz')?.input).toEqual({ quizId: QUIZ_ID, confirmMissing: true })
    await run.respond('endQuiz', { output: quizResult() })
    expect(run.actor.getSnapshot().output).toEqual({ quizId: QUIZ_ID, kind: 'evaluation', endedAs: 'completed' })
    expect(run.context().result?.points_earned).toBe(20)
  })

  it('from the confirmation, the learner can go to an unanswered question', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'end' })
    expect(run.context().unansweredPositions).toEqual([1, 2])
    await run.send({ type: 'goTo', position: 2 })
    expect(onQuestion(run, 'answering')).toBe(true)
    expect(run.context().position).toBe(2)
  })

  it('with every question answered, ends without asking', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    await run.acceptSave()
    await run.send({ type: 'answer.select', response: RIGHT_RESPONSE })
    await run.send({ type: 'end' })
    await run.acceptSave()
    expect(run.pending('endQuiz')?.input).toEqual({ quizId: QUIZ_ID, confirmMissing: false })
  })

  it('when the server counts answers missing after all, asks with its positions', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    await run.acceptSave()
    await run.send({ type: 'answer.select', response: RIGHT_RESPONSE })
    await run.send({ type: 'end' })
    await run.acceptSave()
    await run.respond('endQuiz', { error: answersMissingError([1]) })
    expect(run.actor.getSnapshot().matches({ inProgress: { flow: 'confirmingEnd' } })).toBe(true)
    expect(run.context().unansweredPositions).toEqual([1])
    expect(run.notified).toEqual([])
  })

  it('the learner may stop waiting for saves that cannot go out', async () => {
    const run = await startWith(makeQuiz(), { online: false })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'end' })
    await run.send({ type: 'end.confirm' })
    expect(run.actor.getSnapshot().matches({ inProgress: { flow: { submitting: 'flushing' } } })).toBe(true)
    await run.send({ type: 'end.cancel' })
    expect(onQuestion(run, 'answering')).toBe(true)
    expect(run.context().queue).toHaveLength(1)
  })
})
