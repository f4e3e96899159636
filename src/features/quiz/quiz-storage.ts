import type { PendingSave } from './machines/save-queue'

const keyOf = (quizId: string) => `quiz-queue:${quizId}`

const isPendingSave = (value: unknown): value is PendingSave => {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return (
    (item.kind === 'answer' || item.kind === 'skip') &&
    typeof item.quizId === 'string' &&
    typeof item.questionId === 'string' &&
    typeof item.revision === 'number' &&
    (item.kind === 'skip' || (typeof item.body === 'object' && item.body !== null))
  )
}

/**
 * The saves a reload or a closed tab left unsent for this quiz; `[]` when there are none or the
 * stored value is unreadable (storage blocked, edited by hand): a broken entry never stops the quiz.
 */
export function loadPendingSaves(quizId: string): PendingSave[] {
  try {
    const raw = localStorage.getItem(keyOf(quizId))
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isPendingSave).filter((item) => item.quizId === quizId) : []
  } catch {
    return []
  }
}

/** Keeps the unsent saves of a quiz; an empty queue (all sent, or the quiz over) removes the entry. */
export function savePendingSaves(quizId: string, queue: readonly PendingSave[]): void {
  try {
    if (queue.length === 0) localStorage.removeItem(keyOf(quizId))
    else localStorage.setItem(keyOf(quizId), JSON.stringify(queue))
  } catch {
    // Storage full or blocked: the queue still lives in the machine for this visit.
  }
}

/** Forgets a quiz's unsent saves (it was completed or exited). */
export const clearPendingSaves = (quizId: string) => savePendingSaves(quizId, [])
