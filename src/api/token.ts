import { deleteCookie, readCookie, writeCookie } from '~/lib/cookies'

/** Spec §3: the bearer credential lives in the `token` cookie. */
export const TOKEN_COOKIE = 'token'

export const readToken = (): string | undefined => readCookie(TOKEN_COOKIE) || undefined
export const hasToken = (): boolean => readToken() !== undefined
export const storeToken = (token: string): void => writeCookie(TOKEN_COOKIE, token)
export const clearToken = (): void => deleteCookie(TOKEN_COOKIE)

// Whether the page was loaded with a token, read once as the code starts, before any request can
// clear it: what the prerendered HTML was chosen by (server/src/http/spa.ts).
const tokenAtLoad = typeof document === 'undefined' ? undefined : hasToken()

/**
 * Whether the page was loaded with a token (in the build's prerender: the page being rendered).
 * Hydration renders with it, so an answer that clears the token before React has adopted the HTML
 * (a 401) changes the next render, not the adopted one.
 */
export const hadTokenAtLoad = (): boolean => tokenAtLoad ?? hasToken()
