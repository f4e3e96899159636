import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Answers no sooner than `ms` after the start, so a request about a known
 * account and one about an unknown account take the same time (their work
 * differs by a few database writes, always well under the floor).
 */
export function responseFloor(ms: number) {
  const started = performance.now()
  return async () => {
    const left = ms - (performance.now() - started)
    if (left > 0) await sleep(left)
  }
}
