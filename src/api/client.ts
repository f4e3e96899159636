import createClient, { type Middleware } from 'openapi-fetch'
import { navigate } from 'wouter/use-browser-location'
import { readStoredLocale, type Locale } from '~/i18n/locale'
import { ApiError } from './api-error'
import { loadingBar as appLoadingBar } from '~/ui/loading-bar/loading-bar.controller'
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
}

const signOutLocally = () => {
  clearToken()
  navigate('/', { replace: true })
}

let unauthorizedHandler: () => void = signOutLocally

/**
 * What a 401 does (spec §8): by default clear the token and go to `/`; the
 * session machine registers itself here so its state follows.
 */
export function handleUnauthorizedWith(handler: () => void): () => void {
  unauthorizedHandler = handler
  return () => {
    unauthorizedHandler = signOutLocally
  }
}

/** Spec §4: every API request shows the loading bar; every response (or failure) finishes it. */
export function loadingBarMiddleware(bar: { start: () => void; finish: () => void; error: () => void }): Middleware {
  return {
    onRequest() {
      bar.start()
    },
    onResponse() {
      bar.finish()
    },
    onError() {
      bar.error()
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
  loadingBar,
}: ApiClientOptions & { loadingBar?: Parameters<typeof loadingBarMiddleware>[0] } = {}) {
  // The global fetch is looked up at call time, so Storybook can answer from typed mock handlers.
  const client = createClient<paths>({ baseUrl, fetch: fetch ?? ((request) => globalThis.fetch(request)) })
  if (loadingBar) client.use(loadingBarMiddleware(loadingBar))
  client.use(headersMiddleware(getLocale, getToken), errorMiddleware(onUnauthorized))
  return client
}

/** The one client the SPA talks to the API through. */
export const api = createApiClient({ loadingBar: appLoadingBar })
export type ApiClient = ReturnType<typeof createApiClient>
