import { paths } from './paths'

/**
 * Where a visitor was going when the access guard sent them to log in (issue 16: a signed-out deep
 * link such as `/settings` used to be lost). Kept for the tab (session storage), read once, after
 * the login or the activation that signs them in.
 */
const KEY = 'returnPath'
// The pages that sign a visitor in: going back to one after signing in would make no sense.
const SIGN_IN_PAGES: readonly string[] = [
  paths.login.path,
  paths.signup.path,
  paths.forgotPassword.path,
  paths.otp.path,
]

/**
 * Only an address of this app: a path from the root (`/settings?tab=1`), never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`) and never the login pages themselves.
 */
export function isReturnPath(value: string): boolean {
  if (!/^\/(?![/\\])/.test(value) || /[\\\s]/.test(value)) return false
  const { origin, pathname } = new URL(value, 'https://app.invalid')
  return origin === 'https://app.invalid' && !SIGN_IN_PAGES.includes(pathname)
}

export function rememberReturnPath(path: string) {
  if (!isReturnPath(path)) return
  try {
    sessionStorage.setItem(KEY, path)
  } catch {
    // Storage refused (private mode, quota): the learner lands on home, as before.
  }
}

/** The remembered path, forgotten as it is read; `null` when there is none (or none to trust). */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return path !== null && isReturnPath(path) ? path : null
  } catch {
    return null
  }
}

/** A sign-out forgets it: the next learner in this tab starts at home. */
export function forgetReturnPath() {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing was kept.
  }
}
