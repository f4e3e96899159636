import { describe, expect, it } from 'vitest'
import {
  enqueueAnswer,
  enqueueSkip,
  nextRevisionAfter,
  removeSent,
  retryDelay,
  type PendingSave,
  type SaveAnswerRequest,
} from './save-queue'

const quizId = 'qz_Hc7LmP2xQa9'
const answer = (questionId: string, body: SaveAnswerRequest, revision: number) =>
  ({ kind: 'answer', quizId, questionId, body, revision }) satisfies PendingSave

describe('save queue', () => {
  it('keeps one answer per question, the latest field by field, in its first place', () => {
    let queue = enqueueAnswer([], { quizId, questionId: 'qn_A', body: { choice_id: 'ch_1' } }, 1)
    queue = enqueueAnswer(queue, { quizId, questionId: 'qn_B', body: { response: '3/4' } }, 2)
    queue = enqueueAnswer(queue, { quizId, questionId: 'qn_A', body: { marked_for_review: true } }, 3)
    queue = enqueueAnswer(queue, { quizId, questionId: 'qn_A', body: { choice_id: 'ch_2' } }, 4)
    expect(queue).toEqual([
      answer('qn_A', { choice_id: 'ch_2', marked_for_review: true }, 4),
      answer('qn_B', { response: '3/4' }, 2),
    ])
  })

  it('returns the same queue when the change is already queued', () => {
    const queue = enqueueAnswer([], { quizId, questionId: 'qn_A', body: { choice_id: 'ch_1' } }, 1)
    expect(enqueueAnswer(queue, { quizId, questionId: 'qn_A', body: { choice_id: 'ch_1' } }, 2)).toBe(queue)
    const skipped = enqueueSkip(queue, { quizId, questionId: 'qn_B' }, 3)
    expect(enqueueSkip(skipped, { quizId, questionId: 'qn_B' }, 4)).toBe(skipped)
  })

  it('an answer replaces a pending skip of its question; a review mark alone does not', () => {
    const skipped = enqueueSkip([], { quizId, questionId: 'qn_A' }, 1)
    expect(enqueueAnswer(skipped, { quizId, questionId: 'qn_A', body: { marked_for_review: true } }, 2)).toHaveLength(2)
    expect(enqueueAnswer(skipped, { quizId, questionId: 'qn_A', body: { choice_id: 'ch_1' } }, 2)).toEqual([
      answer('qn_A', { choice_id: 'ch_1' }, 2),
    ])
  })

  it('removes only the revision that was sent', () => {
    const sent = answer('qn_A', { choice_id: 'ch_1' }, 1)
    const newer = enqueueAnswer([sent], { quizId, questionId: 'qn_A', body: { choice_id: 'ch_2' } }, 2)
    expect(removeSent(newer, sent)).toBe(newer)
    expect(removeSent([sent], sent)).toEqual([])
  })

  it('numbers new changes after those restored from storage', () => {
    expect(nextRevisionAfter([])).toBe(1)
    expect(nextRevisionAfter([answer('qn_A', {}, 7), answer('qn_B', {}, 3)])).toBe(8)
  })

  it('backs off 1, 2, 4, 8, 16 s, then every 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
  })
})
