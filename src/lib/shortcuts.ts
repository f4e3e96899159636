/** Spec §9: a key chain (`o` then `l`) must be completed within 800 ms. */
export const SHORTCUT_CHAIN_DELAY_MS = 800

/** `{ o: toggleMenu, 'o-l': openLogout }`: single keys and two-key chains joined by `-`. */
export type ShortcutMap = Record<string, () => void>

export interface KeyLike {
  key: string
  altKey?: boolean
  ctrlKey?: boolean
  metaKey?: boolean
  /** Where the key was pressed; typing in a field is never a shortcut. */
  target?: unknown
}

function isTyping(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false
  const element = target as { tagName?: string; isContentEditable?: boolean; type?: string }
  if (element.isContentEditable) return true
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true
  return element.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'submit'].includes(element.type ?? 'text')
}

/**
 * Matches key presses against single keys and chains. A single key fires at once; if the next
 * key completes a chain within the delay, the chain fires too (so `o` opens the menu and `o l`
 * goes on to the logout dialog). Returns the handler to call with each keydown; it reports
 * whether the key was used, so the caller can `preventDefault()`.
 */
export function createShortcutMatcher(
  shortcuts: ShortcutMap,
  { chainDelayMs = SHORTCUT_CHAIN_DELAY_MS, now = () => Date.now() } = {},
) {
  let last: { key: string; at: number } | null = null
  return (event: KeyLike): boolean => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return false
    const key = event.key.toLowerCase()
    if (key.length !== 1) return false
    const at = now()
    const chained = last && at - last.at <= chainDelayMs ? shortcuts[`${last.key}-${key}`] : undefined
    if (chained) {
      last = null
      chained()
      return true
    }
    last = { key, at }
    const single = shortcuts[key]
    if (single) single()
    return Boolean(single)
  }
}
