import { useSyncExternalStore } from 'react'
import { toastApiError } from '~/api/notify'
import {
  createAnnotation,
  deleteAnnotation,
  setEliminations,
  updateAnnotation,
  type Annotation,
  type AnnotationRequest,
} from '../api/quiz-tools'

/** The requests the tools make (`api/quiz-tools.ts`); a test passes fakes. */
export interface QuestionToolsApi {
  setEliminations: (quizId: string, questionId: string, eliminated: string[]) => Promise<{ eliminated?: string[] }>
  createAnnotation: (quizId: string, questionId: string, body: AnnotationRequest) => Promise<Annotation>
  updateAnnotation: (quizId: string, annotationId: string, note: string | null) => Promise<Annotation>
  deleteAnnotation: (quizId: string, annotationId: string) => Promise<void>
}

const quizToolsApi: QuestionToolsApi = { setEliminations, createAnnotation, updateAnnotation, deleteAnnotation }

/** A highlight as the learner sees it: shown at once, with the server's id once it has one. */
export interface Highlight {
  /** Stable for the highlight's life on screen (the server's id, or a local one until it answers). */
  key: string
  /** The server's id; `null` until the creation is answered. */
  id: string | null
  start: number
  end: number
  note: string | null
}

export interface QuestionToolsSnapshot {
  /** Struck-out choice ids. */
  struck: readonly string[]
  /** In creation order. */
  highlights: readonly Highlight[]
}

export interface QuestionToolsSeed {
  quizId: string
  questionId: string
  eliminated: readonly string[]
  annotations: readonly Annotation[]
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item))

const fromAnnotation = (annotation: Annotation): Highlight => ({
  key: annotation.id,
  id: annotation.id,
  start: annotation.start,
  end: annotation.end,
  note: annotation.note,
})

let localKeys = 0

/**
 * One question's test-day tools (struck choices, highlights and notes): what the learner does shows
 * at once and is then sent; a refusal is told (`onError`, the app's toast) and the server's state
 * comes back. Strikes are sent one set at a time, the newest last; a highlight's note or removal
 * waits for its creation.
 */
export class QuestionToolsStore {
  private snapshot: QuestionToolsSnapshot
  private readonly listeners = new Set<() => void>()
  /** The struck set the server last confirmed. */
  private confirmedStruck: readonly string[]
  private sendingStrikes = false
  /** Each highlight's requests, one after the other (the first is its creation). */
  private readonly chains = new Map<string, Promise<void>>()
  private readonly ids = new Map<string, string>()

  constructor(
    private readonly seed: QuestionToolsSeed,
    private readonly api: QuestionToolsApi = quizToolsApi,
    private readonly onError: (error: unknown) => void = toastApiError,
  ) {
    this.confirmedStruck = [...seed.eliminated]
    this.snapshot = { struck: this.confirmedStruck, highlights: seed.annotations.map(fromAnnotation) }
    for (const annotation of seed.annotations) this.ids.set(annotation.id, annotation.id)
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  readonly getSnapshot = () => this.snapshot

  private update(next: Partial<QuestionToolsSnapshot>) {
    this.snapshot = { ...this.snapshot, ...next }
    for (const listener of this.listeners) listener()
  }

  private setHighlight(key: string, change: (highlight: Highlight) => Highlight) {
    const highlights = this.snapshot.highlights.map((item) => (item.key === key ? change(item) : item))
    this.update({ highlights })
  }

  /** Strikes a choice out, or restores it. */
  readonly toggleStrike = (choiceId: string) => {
    const { struck } = this.snapshot
    this.update({ struck: struck.includes(choiceId) ? struck.filter((id) => id !== choiceId) : [...struck, choiceId] })
    void this.sendStrikes()
  }

  private async sendStrikes() {
    if (this.sendingStrikes) return
    this.sendingStrikes = true
    try {
      // Strikes made while one set is on its way go with the next request, so the newest set is the last.
      let sent: readonly string[] | null = null
      while (this.snapshot.struck !== sent) {
        sent = this.snapshot.struck
        const state = await this.api.setEliminations(this.seed.quizId, this.seed.questionId, [...sent])
        this.confirmedStruck = state.eliminated ?? sent
      }
    } catch (error) {
      this.onError(error)
    } finally {
      this.sendingStrikes = false
    }
    if (!sameSet(this.snapshot.struck, this.confirmedStruck)) this.update({ struck: this.confirmedStruck })
  }

  private enqueue(key: string, task: (id: string) => Promise<void>) {
    const chain = (this.chains.get(key) ?? Promise.resolve()).then(() => {
      const id = this.ids.get(key)
      return id === undefined ? undefined : task(id)
    })
    this.chains.set(key, chain)
  }

  /** Highlights `start`–`end` of the passage (with a note); returns the highlight's key. */
  readonly addHighlight = (start: number, end: number, note: string | null = null): string => {
    const key = `local-${++localKeys}`
    this.update({ highlights: [...this.snapshot.highlights, { key, id: null, start, end, note }] })
    const created = this.api.createAnnotation(this.seed.quizId, this.seed.questionId, { start, end, note }).then(
      (annotation) => {
        this.ids.set(key, annotation.id)
        this.setHighlight(key, (item) => ({ ...item, id: annotation.id, start: annotation.start, end: annotation.end }))
      },
      (error: unknown) => {
        this.onError(error)
        this.update({ highlights: this.snapshot.highlights.filter((item) => item.key !== key) })
      },
    )
    this.chains.set(key, created)
    return key
  }

  /** Changes a highlight's note (empty removes it). */
  readonly saveNote = (key: string, text: string) => {
    const note = text.trim() === '' ? null : text
    const before = this.snapshot.highlights.find((item) => item.key === key)
    if (!before || before.note === note) return
    this.setHighlight(key, (item) => ({ ...item, note }))
    this.enqueue(key, async (id) => {
      try {
        await this.api.updateAnnotation(this.seed.quizId, id, note)
      } catch (error) {
        this.onError(error)
        // Put the note back only if no later edit replaced it meanwhile.
        this.setHighlight(key, (item) => (item.note === note ? { ...item, note: before.note } : item))
      }
    })
  }

  /** Removes a highlight and its note. */
  readonly removeHighlight = (key: string) => {
    const index = this.snapshot.highlights.findIndex((item) => item.key === key)
    if (index < 0) return
    const removed = this.snapshot.highlights[index]!
    this.update({ highlights: this.snapshot.highlights.filter((item) => item.key !== key) })
    this.enqueue(key, async (id) => {
      try {
        await this.api.deleteAnnotation(this.seed.quizId, id)
        this.ids.delete(key)
      } catch (error) {
        this.onError(error)
        const highlights = [...this.snapshot.highlights]
        highlights.splice(Math.min(index, highlights.length), 0, { ...removed, id })
        this.update({ highlights })
      }
    })
  }
}

// One store per question object: it outlives the question's screen (the learner comes back to it),
// and a fresh copy of the quiz from the server (new objects) starts again from the server's state.
const stores = new WeakMap<object, QuestionToolsStore>()

/** The tools' store of a question object of the loaded quiz, made from its seed the first time. */
export function questionToolsStore(question: object, seed: QuestionToolsSeed): QuestionToolsStore {
  let store = stores.get(question)
  if (!store) {
    store = new QuestionToolsStore(seed)
    stores.set(question, store)
  }
  return store
}

/** The struck choices; re-renders only when they change. */
export const useStruckChoices = (store: QuestionToolsStore) =>
  useSyncExternalStore(store.subscribe, () => store.getSnapshot().struck)

/** The highlights; re-renders only when they change. */
export const useHighlights = (store: QuestionToolsStore) =>
  useSyncExternalStore(store.subscribe, () => store.getSnapshot().highlights)
