/** What the Network Information API tells of the connection (Chromium browsers; others have none). */
export interface ConnectionHints {
  /** The visitor asked the browser to use less data ("Lite mode", a data saver). */
  saveData?: boolean
  /** The measured connection's class: `slow-2g`, `2g`, `3g` or `4g`. */
  effectiveType?: string
}

const SLOW_TYPES: ReadonlySet<string> = new Set(['slow-2g', '2g'])

/**
 * Spec §7: what the app fetches ahead of need (a page's code and data on hover, on focus or when
 * idle) is skipped on slow connections and when the visitor saves data. Without the API (Safari,
 * Firefox) the connection is taken as good enough.
 */
export function allowsPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true
  return connection.saveData !== true && !SLOW_TYPES.has(connection.effectiveType ?? '')
}

/** The browser's own connection, read when asked (never while rendering: the server has no navigator). */
export function canPrefetch(): boolean {
  if (typeof navigator === 'undefined') return false
  return allowsPrefetch((navigator as Navigator & { connection?: ConnectionHints }).connection)
}
