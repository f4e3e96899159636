/** Without `requestIdleCallback` (Safari): this long after the call, as a stand-in for "idle". */
export const IDLE_FALLBACK_MS = 1500

/**
 * Runs `task` once the browser has nothing better to do (`requestIdleCallback`; a timer where
 * there is none). Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task())
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS)
  return () => clearTimeout(timer)
}
