import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PendingSave } from './machines/save-queue'
import { clearPendingSaves, loadPendingSaves, savePendingSaves } from './quiz-storage'

const save: PendingSave = {
  kind: 'answer',
  quizId: 'qz_One',
  questionId: 'qn_A',
  body: { choice_id: 'ch_B' },
  revision: 1,
}
const skip: PendingSave = { kind: 'skip', quizId: 'qz_One', questionId: 'qn_B', revision: 2 }

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('quiz storage', () => {
  it('keeps the unsent saves of a quiz across a reload, and forgets them when the quiz is over', () => {
    savePendingSaves('qz_One', [save, skip])
    expect(localStorage.getItem('quiz-queue:qz_One')).not.toBeNull()
    expect(loadPendingSaves('qz_One')).toEqual([save, skip])
    expect(loadPendingSaves('qz_Other')).toEqual([])
    clearPendingSaves('qz_One')
    expect(localStorage.getItem('quiz-queue:qz_One')).toBeNull()
    expect(loadPendingSaves('qz_One')).toEqual([])
  })

  it('an empty queue removes the entry', () => {
    savePendingSaves('qz_One', [save])
    savePendingSaves('qz_One', [])
    expect(localStorage.length).toBe(0)
  })

  it('ignores an unreadable entry and items of another quiz or of no known shape', () => {
    localStorage.setItem('quiz-queue:qz_One', '{not json')
    expect(loadPendingSaves('qz_One')).toEqual([])
    localStorage.setItem('quiz-queue:qz_One', JSON.stringify({ kind: 'answer' }))
    expect(loadPendingSaves('qz_One')).toEqual([])
    localStorage.setItem(
      'quiz-queue:qz_One',
      JSON.stringify([save, { ...save, quizId: 'qz_Two' }, { kind: 'answer', quizId: 'qz_One' }, 7, null, skip]),
    )
    expect(loadPendingSaves('qz_One')).toEqual([save, skip])
  })

  it('blocked or full storage never stops the quiz', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError')
    })
    expect(() => savePendingSaves('qz_One', [save])).not.toThrow()
    expect(loadPendingSaves('qz_One')).toEqual([])
  })
})
