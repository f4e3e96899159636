import { describe, expect, it, vi } from 'vitest'
import type { Annotation } from '../api/quiz-tools'
import { QuestionToolsStore, type QuestionToolsApi } from './question-tools-store'

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const seed = { quizId: 'qz_1', questionId: 'qn_1', eliminated: [] as string[], annotations: [] as Annotation[] }

function fakeApi(overrides: Partial<QuestionToolsApi> = {}): QuestionToolsApi {
  return {
    setEliminations: vi.fn(async (_quiz: string, _question: string, eliminated: string[]) => ({ eliminated })),
    createAnnotation: vi.fn(async (_quiz: string, question_id: string, { start, end, note = null }) => ({
      id: 'an_1',
      question_id,
      start,
      end,
      note,
    })),
    updateAnnotation: vi.fn(async (_quiz: string, id: string, note: string | null) => ({
      id,
      question_id: 'qn_1',
      start: 0,
      end: 1,
      note,
    })),
    deleteAnnotation: vi.fn(async () => undefined),
    ...overrides,
  }
}

describe('QuestionToolsStore: strikes', () => {
  it('shows a strike at once and sends the newest set last, one request at a time', async () => {
    const first = deferred<{ eliminated?: string[] }>()
    const setEliminations = vi
      .fn<QuestionToolsApi['setEliminations']>()
      .mockReturnValueOnce(first.promise)
      .mockImplementation(async (_quiz, _question, eliminated) => ({ eliminated }))
    const store = new QuestionToolsStore(seed, fakeApi({ setEliminations }))
    store.toggleStrike('ch_A')
    expect(store.getSnapshot().struck).toEqual(['ch_A'])
    store.toggleStrike('ch_B')
    store.toggleStrike('ch_A')
    expect(store.getSnapshot().struck).toEqual(['ch_B'])
    // The second set waits for the first answer.
    expect(setEliminations).toHaveBeenCalledTimes(1)
    first.resolve({ eliminated: ['ch_A'] })
    await vi.waitFor(() => expect(setEliminations).toHaveBeenCalledTimes(2))
    expect(setEliminations).toHaveBeenLastCalledWith('qz_1', 'qn_1', ['ch_B'])
    await flush()
    expect(store.getSnapshot().struck).toEqual(['ch_B'])
  })

  it('tells a refusal and goes back to what the server has', async () => {
    const onError = vi.fn()
    const refusal = new Error('quiz over')
    const store = new QuestionToolsStore(
      { ...seed, eliminated: ['ch_C'] },
      fakeApi({ setEliminations: vi.fn().mockRejectedValue(refusal) }),
      onError,
    )
    store.toggleStrike('ch_A')
    expect(store.getSnapshot().struck).toEqual(['ch_C', 'ch_A'])
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(refusal))
    expect(store.getSnapshot().struck).toEqual(['ch_C'])
  })

  it('takes the set the server kept', async () => {
    const store = new QuestionToolsStore(
      seed,
      fakeApi({ setEliminations: vi.fn().mockResolvedValue({ eliminated: [] }) }),
    )
    store.toggleStrike('ch_A')
    await vi.waitFor(() => expect(store.getSnapshot().struck).toEqual([]))
  })
})

describe('QuestionToolsStore: highlights', () => {
  it('shows a highlight at once and sends its note once the server has named it', async () => {
    const created = deferred<Annotation>()
    const api = fakeApi({ createAnnotation: vi.fn().mockReturnValue(created.promise) })
    const store = new QuestionToolsStore(seed, api)
    const key = store.addHighlight(4, 9)
    expect(store.getSnapshot().highlights).toEqual([{ key, id: null, start: 4, end: 9, note: null }])
    store.saveNote(key, 'evidence')
    expect(store.getSnapshot().highlights[0]!.note).toBe('evidence')
    expect(api.updateAnnotation).not.toHaveBeenCalled()
    created.resolve({ id: 'an_9', question_id: 'qn_1', start: 4, end: 9, note: null })
    await vi.waitFor(() => expect(api.updateAnnotation).toHaveBeenCalledWith('qz_1', 'an_9', 'evidence'))
    // The key stays, so what shows it (an open note) is not remounted.
    expect(store.getSnapshot().highlights).toEqual([{ key, id: 'an_9', start: 4, end: 9, note: 'evidence' }])
  })

  it('takes a refused highlight away and tells why', async () => {
    const onError = vi.fn()
    const store = new QuestionToolsStore(
      seed,
      fakeApi({ createAnnotation: vi.fn().mockRejectedValue(new Error('50 at most')) }),
      onError,
    )
    store.addHighlight(0, 3)
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce())
    expect(store.getSnapshot().highlights).toEqual([])
  })

  it('puts back a note the server refused, and a highlight it did not remove', async () => {
    const onError = vi.fn()
    const annotation = { id: 'an_1', question_id: 'qn_1', start: 0, end: 3, note: 'first' }
    const store = new QuestionToolsStore(
      { ...seed, annotations: [annotation] },
      fakeApi({
        updateAnnotation: vi.fn().mockRejectedValue(new Error('no')),
        deleteAnnotation: vi.fn().mockRejectedValue(new Error('no')),
      }),
      onError,
    )
    store.saveNote('an_1', 'second')
    expect(store.getSnapshot().highlights[0]!.note).toBe('second')
    await vi.waitFor(() => expect(store.getSnapshot().highlights[0]!.note).toBe('first'))
    store.removeHighlight('an_1')
    expect(store.getSnapshot().highlights).toEqual([])
    await vi.waitFor(() => expect(store.getSnapshot().highlights).toHaveLength(1))
    expect(store.getSnapshot().highlights[0]).toMatchObject({ key: 'an_1', id: 'an_1', note: 'first' })
    expect(onError).toHaveBeenCalledTimes(2)
  })

  it('clears a note left empty', async () => {
    const api = fakeApi()
    const annotation = { id: 'an_1', question_id: 'qn_1', start: 0, end: 3, note: 'first' }
    const store = new QuestionToolsStore({ ...seed, annotations: [annotation] }, api)
    store.saveNote('an_1', '   ')
    await vi.waitFor(() => expect(api.updateAnnotation).toHaveBeenCalledWith('qz_1', 'an_1', null))
    // Saving the same note again sends nothing.
    store.saveNote('an_1', '')
    await flush()
    expect(api.updateAnnotation).toHaveBeenCalledOnce()
  })
})
