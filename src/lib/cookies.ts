// Outside a browser (the build's prerender) cookies come from here: the page being rendered.
let renderedCookies = ''

/** The cookies a prerendered page is rendered with (`name=value; …`); the browser's own otherwise. */
export function setPrerenderCookies(cookies: string): void {
  renderedCookies = cookies
}

/** Reads one cookie from `document.cookie`; `undefined` when absent. */
export function readCookie(name: string): string | undefined {
  const cookies = typeof document === 'undefined' ? renderedCookies : document.cookie
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

export interface CookieOptions {
  /** Lifetime in days; a session cookie when omitted. */
  days?: number
}

/** Writes a first-party cookie on `/` with `SameSite=Lax`, `Secure` over https. */
export function writeCookie(name: string, value: string, { days }: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax']
  if (days !== undefined) parts.push(`Max-Age=${Math.round(days * 86_400)}`)
  if (location.protocol === 'https:') parts.push('Secure')
  document.cookie = parts.join('; ')
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`
}
