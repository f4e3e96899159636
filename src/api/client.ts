import createClient, { type Middleware } from 'openapi-fetch'
import { navigate } from 'wouter/use-browser-location'
import { readStoredLocale, type Locale } from '~/i18n/locale'
import { ApiError } from './api-error'
import type { paths } from '@common/api/schema.gen'
import { clearToken, readToken } from './token'

/** Spec §7: every call goes to /api/v1 (another host can be set at build time). */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api/v1'

export interface ApiClientOptions {
  baseUrl?: string
  fetch?: typeof globalThis.fetch
  /** The interface language sent as Accept-Language. @default the `i18n_redirected` cookie */
  getLocale?: () => Locale
  getToken?: () => string | undefined
  /** Spec §8: a 401 clears the token and sends the user to `/`. */
  onUnauthorized?: () => void
  /** Hears every request start and end (spec §4: the loading bar). @default nobody */
  activity?: RequestActivity
}

const signOutLocally = () => {
  clearToken()
  navigate('/', { replace: true })
}

let unauthorizedHandler: () => void = signOutLocally
// A 401 answered before the app has registered its handler, kept for it (deferUnauthorizedUntilHandled).
let unauthorizedPending = false

/**
 * What a 401 does (spec §8): by default clear the token and go to `/`; the
 * session machine registers itself here so its state follows. A 401 kept while
 * deferred is handed to the handler as it registers.
 */
export function handleUnauthorizedWith(handler: () => void): () => void {
  unauthorizedHandler = handler
  if (unauthorizedPending) {
    unauthorizedPending = false
    handler()
  }
  return () => {
    unauthorizedHandler = signOutLocally
  }
}

/**
 * Until a handler registers, a 401 is kept, not acted on: the entry calls this before the page is
 * hydrated, when going to `/` would change the address under the HTML React is about to adopt.
 */
export function deferUnauthorizedUntilHandled(): void {
  unauthorizedHandler = () => {
    unauthorizedPending = true
  }
}

/** What an observer of the API's traffic hears: a request began, answered, or could not be sent. */
export interface RequestActivity {
  start: () => void
  finish: () => void
  error: () => void
}

const noActivity: RequestActivity = { start() {}, finish() {}, error() {} }
let requestActivity: RequestActivity = noActivity

/**
 * Who hears of every request of the app's client (spec §4: the loading bar). The API layer does
 * not know the bar: the app registers it here (`src/app/api-wiring.ts`).
 */
export function reportRequestsTo(activity: RequestActivity): () => void {
  requestActivity = activity
  return () => {
    requestActivity = noActivity
  }
}

/** Spec §4: every API request is reported as it starts; every response (or failure) as it ends. */
export function requestActivityMiddleware(activity: RequestActivity): Middleware {
  return {
    onRequest() {
      activity.start()
    },
    onResponse() {
      activity.finish()
    },
    onError() {
      activity.error()
    },
  }
}

async function readProblem(response: Response) {
  try {
    return (await response.clone().json()) as ApiError['problem']
  } catch {
    return null
  }
}

/** Spec §7 headers: Accept, Accept-Language, and the bearer token when one is stored. */
export function headersMiddleware(getLocale: () => Locale, getToken: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept', 'application/json')
      request.headers.set('Accept-Language', getLocale())
      const token = getToken()
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      return request
    },
  }
}

/** Turns every non-ok response into a thrown `ApiError`; a 401 also signs out locally. */
export function errorMiddleware(onUnauthorized: () => void): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return response
      if (response.status === 401) onUnauthorized()
      throw new ApiError(response.status, await readProblem(response), response.statusText || `HTTP ${response.status}`)
    },
  }
}

export function createApiClient({
  baseUrl = API_BASE_URL,
  fetch,
  getLocale = readStoredLocale,
  getToken = readToken,
  onUnauthorized = () => unauthorizedHandler(),
  activity,
}: ApiClientOptions = {}) {
  // The global fetch is looked up at call time, so Storybook can answer from typed mock handlers.
  const client = createClient<paths>({ baseUrl, fetch: fetch ?? ((request) => globalThis.fetch(request)) })
  client.use(headersMiddleware(getLocale, getToken), errorMiddleware(onUnauthorized))
  // Last in, so first to hear a response (openapi-fetch runs onResponse in reverse order): the
  // error middleware throws on a 4xx or 5xx, and a request whose end went unheard would hold the
  // loading bar open for good.
  if (activity) client.use(requestActivityMiddleware(activity))
  return client
}

/** The one client the SPA talks to the API through; its traffic goes to whoever `reportRequestsTo` named. */
export const api = createApiClient({
  activity: {
    start: () => requestActivity.start(),
    finish: () => requestActivity.finish(),
    error: () => requestActivity.error(),
  },
})
export type ApiClient = ReturnType<typeof createApiClient>
