import type { MiddlewareHandler } from 'hono'
import type { AppConfig } from '../config'

/** Google Identity Services (script, its button's frame, its calls), allowed only when Google sign-in is on. */
const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/'

/**
 * DESIGN §1: the SPA reads the token cookie, so script injection must not
 * reach it: a strict policy with no inline script and no third-party origin,
 * except Google Identity Services when `GOOGLE_CLIENT_ID` is set (the login
 * page then loads Google's script and button on demand).
 */
export function contentSecurityPolicyFor(config: Pick<AppConfig, 'googleClientId' | 'countryLookupUrl'>): string {
  const google = config.googleClientId ? ` ${GOOGLE_IDENTITY}` : ''
  // The phone fields' country lookup, a third party the SPA calls (spec §7), when configured.
  const lookup = config.countryLookupUrl ? ` ${new URL(config.countryLookupUrl).origin}` : ''
  return [
    "default-src 'self'",
    `script-src 'self'${google}`,
    `style-src 'self'${google}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${google}${lookup}`,
    ...(google ? [`frame-src${google}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Browsers keep to https for a year once they have seen it; production only (development is http://localhost). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/**
 * The headers of every response. A route that sets a Content-Security-Policy
 * of its own keeps it (the uploaded pictures' `default-src 'none'` is stricter
 * than the SPA's); every other response gets the global one.
 */
export function securityHeaders(
  config: Pick<AppConfig, 'googleClientId' | 'countryLookupUrl' | 'env'>,
): MiddlewareHandler {
  const policy = contentSecurityPolicyFor(config)
  const production = config.env === 'production'
  return async (c, next) => {
    await next()
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', policy)
    if (production) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('X-Frame-Options', 'DENY')
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  }
}
