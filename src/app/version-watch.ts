/** How often a visible tab asks the server which build is deployed. */
export const VERSION_POLL_MS = 5 * 60_000
/** The least time between two checks, whatever asks (the timer, a tab shown again). */
export const MIN_CHECK_GAP_MS = 60_000
/** The id of a dev server, Storybook and Vitest (scripts/version-file.mjs): nothing to poll for. */
export const DEV_VERSION_ID = 'dev'
const VERSION_FILE = '/version.json'

type VisibilityTarget = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>

export interface VersionWatchOptions {
  /** The running build's id. */
  currentId: string
  /** @default globalThis.fetch */
  fetch?: typeof fetch
  /** @default Date.now */
  now?: () => number
  /** @default document */
  visibility?: VisibilityTarget
  /** A full page load of an app path. @default window.location.replace */
  load?: (href: string) => void
}

export interface VersionWatch {
  /** Polls every `VERSION_POLL_MS` and when the tab is shown again; returns the function that stops it. */
  start(): () => void
  /** One check, unless one ran less than `MIN_CHECK_GAP_MS` ago or an update is already known. */
  check(): Promise<void>
  isUpdatePending(): boolean
  /** Tells of a client-side navigation to `href`; true when it became a full page load of the new build. */
  navigated(href: string): boolean
}

function versionIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('id' in body)) return null
  return typeof body.id === 'string' && body.id !== '' ? body.id : null
}

/**
 * Spec: a new app version is detected by polling `/version.json`; a changed id reloads the page
 * on the next navigation, never in the middle of a page (a learner's quiz stays as it is).
 */
export function createVersionWatch(options: VersionWatchOptions): VersionWatch {
  const { currentId } = options
  const fetchVersion = options.fetch ?? ((input, init) => fetch(input, init))
  const now = options.now ?? Date.now
  const load = options.load ?? ((href: string) => window.location.replace(href))
  let lastCheckAt = Number.NEGATIVE_INFINITY
  let checking = false
  let pendingId: string | null = null

  async function check() {
    if (pendingId !== null || checking || now() - lastCheckAt < MIN_CHECK_GAP_MS) return
    checking = true
    lastCheckAt = now()
    try {
      const response = await fetchVersion(`${VERSION_FILE}?t=${now()}`, { cache: 'no-store' })
      if (!response.ok) return
      const id = versionIdOf(await response.json())
      if (id !== null && id !== currentId) pendingId = id
    } catch {
      // Offline, a deploy under way, a proxy's error page: the next check tries again.
    } finally {
      checking = false
    }
  }

  return {
    start() {
      if (currentId === DEV_VERSION_ID) return () => {}
      const visibility = options.visibility ?? document
      // The page was just loaded: it is the deployed build.
      lastCheckAt = now()
      const onVisibilityChange = () => {
        if (visibility.visibilityState === 'visible') void check()
      }
      // A hidden tab does not poll; it checks when it is shown again.
      const timer = setInterval(onVisibilityChange, VERSION_POLL_MS)
      visibility.addEventListener('visibilitychange', onVisibilityChange)
      return () => {
        clearInterval(timer)
        visibility.removeEventListener('visibilitychange', onVisibilityChange)
      }
    },
    check,
    isUpdatePending: () => pendingId !== null,
    navigated(href) {
      if (pendingId === null) return false
      load(href)
      return true
    },
  }
}

let appWatch: VersionWatch | undefined
/** The running app's watch, made on first use. */
export function appVersionWatch(): VersionWatch {
  appWatch ??= createVersionWatch({ currentId: __APP_VERSION__ })
  return appWatch
}
