import { paths } from '~/lib/paths'

/** Spec §2: the only paths a visitor without a token may open, and the legal pages (issue 16). */
export const publicPaths: ReadonlySet<string> = new Set([
  paths.login.path,
  paths.signup.path,
  paths.forgotPassword.path,
  paths.previewQuestion.path,
  // Issue 16: what signing up asks to accept can be read before signing up.
  paths.terms.path,
  paths.privacy.path,
])

/** Spec §2: with a token these send the user on to /home. */
const guestOnlyPaths: ReadonlySet<string> = new Set([paths.login.path, paths.signup.path, paths.forgotPassword.path])

/**
 * Where the access guard sends a visitor, or `null` to let them through.
 * Unknown paths are not guarded: they get the 404 page (docs/decisions.md).
 */
export function accessRedirect(pathname: string, hasToken: boolean, isKnownRoute: boolean): string | null {
  if (!isKnownRoute) return null
  if (!hasToken) return publicPaths.has(pathname) ? null : paths.login.getHref()
  return guestOnlyPaths.has(pathname) ? paths.home.getHref() : null
}
