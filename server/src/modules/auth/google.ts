import { createRemoteJWKSet, jwtVerify } from 'jose'
import type { AppConfig } from '../../config'

export interface GoogleIdentity {
  subject: string
  email: string
  firstName: string
  lastName: string
  picture: string | null
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
const keysAt = (url: string) => {
  let set = keySets.get(url)
  if (!set)
    keySets.set(url, (set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000 })))
  return set
}

/**
 * Verifies a Google ID token: RS256 signature against the provider's keys
 * (fetched from `googleJwksUrl` and cached), issuer, audience (our client id),
 * expiry, and a verified e-mail. Undefined when anything is off.
 */
export async function verifyGoogleIdToken(
  config: Pick<AppConfig, 'googleClientId' | 'googleJwksUrl' | 'googleIssuers'>,
  idToken: string,
): Promise<GoogleIdentity | undefined> {
  try {
    const { payload } = await jwtVerify(idToken, keysAt(config.googleJwksUrl), {
      issuer: config.googleIssuers,
      audience: config.googleClientId!,
      algorithms: ['RS256'],
      clockTolerance: 30,
    })
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : ''
    if (!payload.sub || !email || payload.email_verified !== true) return undefined
    const text = (value: unknown, fallback: string) =>
      typeof value === 'string' && value.trim() ? value.trim().slice(0, 50) : fallback
    const picture =
      typeof payload.picture === 'string' && payload.picture.startsWith('https://') ? payload.picture : null
    return {
      subject: payload.sub,
      email,
      firstName: text(payload.given_name, email.split('@')[0]!),
      lastName: text(payload.family_name, ''),
      picture,
    }
  } catch {
    return undefined
  }
}
