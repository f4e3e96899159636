import { describe, expect, it } from 'vitest'
import { resumePosition } from './quiz-answers'
import { makeQuiz, QUIZ_ID } from './quiz.fixtures'
import type { SaveAnswerRequest } from './save-queue'

const quiz = makeQuiz({ questions: 6, choicesOnly: true, currentPosition: 2 })
const idAt = (position: number) => quiz.questions[position - 1]!.id
const answer = (position: number, body: SaveAnswerRequest = { choice_id: 'ch_7Yt2Nc5B' }) =>
  ({ kind: 'answer', quizId: QUIZ_ID, questionId: idAt(position), body, revision: position }) as const
const skip = (position: number) =>
  ({ kind: 'skip', quizId: QUIZ_ID, questionId: idAt(position), revision: position }) as const

describe('resumePosition', () => {
  it("follows the server's count when nothing waits on the device", () => {
    expect(resumePosition(quiz, [])).toBe(2)
  })

  it('goes past answers and skips still waiting on the device (answered offline, tab closed)', () => {
    expect(resumePosition(quiz, [answer(2), answer(3)])).toBe(4)
    expect(resumePosition(quiz, [answer(2), skip(4)])).toBe(5)
  })

  it('a waiting review mark alone is not an answer', () => {
    expect(resumePosition(quiz, [answer(4, { marked_for_review: true })])).toBe(2)
  })

  it('never behind the server, never past the last question, and ignores unknown questions', () => {
    expect(resumePosition({ ...quiz, current_position: 5 }, [answer(1)])).toBe(5)
    expect(resumePosition(quiz, [answer(6)])).toBe(6)
    expect(resumePosition(quiz, [{ ...answer(3), questionId: 'qn_Unknown' }])).toBe(2)
  })
})
