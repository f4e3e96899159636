import type { components } from '@common/api/schema.gen'

export type SaveAnswerRequest = components['schemas']['SaveAnswerRequest']

/**
 * One change waiting to reach the server: an answer (and/or the review mark) or a skip.
 * `revision` tells a newer change of the same question from the one already on its way.
 */
export type PendingSave =
  | { kind: 'answer'; quizId: string; questionId: string; body: SaveAnswerRequest; revision: number }
  | { kind: 'skip'; quizId: string; questionId: string; revision: number }

const sameKey = (a: PendingSave, b: Pick<PendingSave, 'kind' | 'questionId'>) =>
  a.kind === b.kind && a.questionId === b.questionId

/** The save carries a choice or a response (not only a review mark). */
export const hasValue = (body: SaveAnswerRequest) =>
  (body.choice_id !== undefined && body.choice_id !== null) || (body.response !== undefined && body.response !== null)

/**
 * Queues an answer. The latest answer of a question wins, field by field (a later review mark
 * keeps the earlier choice), and keeps its place in the line; an answer with a value makes a
 * pending skip of that question pointless. The same array comes back when nothing changes.
 */
export function enqueueAnswer(
  queue: readonly PendingSave[],
  save: { quizId: string; questionId: string; body: SaveAnswerRequest },
  revision: number,
): readonly PendingSave[] {
  const existing = queue.find((item) => sameKey(item, { kind: 'answer', questionId: save.questionId }))
  const body = existing?.kind === 'answer' ? { ...existing.body, ...save.body } : save.body
  if (existing?.kind === 'answer' && sameBody(existing.body, body)) return queue
  const next: PendingSave = { kind: 'answer', quizId: save.quizId, questionId: save.questionId, body, revision }
  const replaced = existing ? queue.map((item) => (item === existing ? next : item)) : [...queue, next]
  return hasValue(body)
    ? replaced.filter((item) => !sameKey(item, { kind: 'skip', questionId: save.questionId }))
    : replaced
}

/** Queues a skip, once per question. */
export function enqueueSkip(
  queue: readonly PendingSave[],
  skip: { quizId: string; questionId: string },
  revision: number,
): readonly PendingSave[] {
  if (queue.some((item) => sameKey(item, { kind: 'skip', questionId: skip.questionId }))) return queue
  return [...queue, { kind: 'skip', quizId: skip.quizId, questionId: skip.questionId, revision }]
}

/**
 * Takes out the change that was sent (done, or refused for good). A newer change of the same
 * question, queued while this one was on its way, stays to be sent in turn.
 */
export function removeSent(queue: readonly PendingSave[], sent: PendingSave): readonly PendingSave[] {
  const index = queue.findIndex((item) => sameKey(item, sent) && item.revision === sent.revision)
  return index === -1 ? queue : [...queue.slice(0, index), ...queue.slice(index + 1)]
}

/** The next revision number after those of a queue restored from storage. */
export const nextRevisionAfter = (queue: readonly PendingSave[]) =>
  queue.reduce((highest, item) => Math.max(highest, item.revision), 0) + 1

function sameBody(a: SaveAnswerRequest, b: SaveAnswerRequest): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as Array<keyof SaveAnswerRequest>)
  return [...keys].every((key) => a[key] === b[key])
}

/** First retry after 1 s, then doubling, never more than 30 s apart. */
export const RETRY_BASE_MS = 1_000
export const RETRY_MAX_MS = 30_000

/** How long to wait before the `attempt`-th retry (from 1). */
export const retryDelay = (attempt: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1))
