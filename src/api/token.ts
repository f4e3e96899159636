import { deleteCookie, readCookie, writeCookie } from '~/lib/cookies'

/** Spec §3: the bearer credential lives in the `token` cookie. */
export const TOKEN_COOKIE = 'token'

export const readToken = (): string | undefined => readCookie(TOKEN_COOKIE) || undefined
export const hasToken = (): boolean => readToken() !== undefined
export const storeToken = (token: string): void => writeCookie(TOKEN_COOKIE, token)
export const clearToken = (): void => deleteCookie(TOKEN_COOKIE)
