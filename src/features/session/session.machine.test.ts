import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { sessionMachine, type AuthenticatedUser, type Credentials, type LoginOutcome } from './session.machine'

const user: AuthenticatedUser = {
  id: 'usr_12345678',
  first_name: 'Layla',
  last_name: 'Hassan',
  name: 'Layla Hassan',
  email: 'layla@example.com',
  mobile: '+201001234567',
  photo: null,
  token: 'token-123',
}

function start(
  options: {
    hasToken?: boolean
    login?: (args: { input: Credentials }) => Promise<LoginOutcome>
    logout?: () => Promise<string>
  } = {},
) {
  const effects = {
    storeToken: vi.fn(),
    clearToken: vi.fn(),
    goHome: vi.fn(),
    goToActivation: vi.fn(),
    goToLogin: vi.fn(),
    toastSuccess: vi.fn(),
    toastInfo: vi.fn(),
    toastError: vi.fn(),
  }
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(
        options.login ?? (async () => ({ kind: 'signedIn', user, message: 'Logged in successfully' }) as const),
      ),
      logout: fromPromise(options.logout ?? (async () => 'Logged out successfully')),
    },
    actions: {
      storeToken: (_, params) => effects.storeToken(params),
      clearToken: effects.clearToken,
      goHome: effects.goHome,
      goToActivation: (_, params) => effects.goToActivation(params),
      goToLogin: effects.goToLogin,
      toastSuccess: (_, params) => effects.toastSuccess(params),
      toastInfo: (_, params) => effects.toastInfo(params),
      toastError: (_, params) => effects.toastError(params),
    },
  })
  const actor = createActor(machine, { input: { hasToken: options.hasToken ?? false } }).start()
  return { actor, effects }
}

describe('sessionMachine', () => {
  it('starts signed in with a token cookie, signed out without', () => {
    expect(start({ hasToken: true }).actor.getSnapshot().value).toBe('signedIn')
    expect(start().actor.getSnapshot().value).toBe('signedOut')
  })

  it('login stores the token, greets and goes home', async () => {
    const { actor, effects } = start()
    actor.send({ type: 'session.login', email: user.email, password: 'x' })
    expect(actor.getSnapshot().value).toBe('signingIn')
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(effects.storeToken).toHaveBeenCalledWith({ token: 'token-123' })
    expect(effects.toastSuccess).toHaveBeenCalledWith({ message: 'Logged in successfully' })
    expect(effects.goHome).toHaveBeenCalled()
    expect(actor.getSnapshot().context.user?.email).toBe(user.email)
  })

  it('a 202 login goes to activation with the e-mail and shows the server message', async () => {
    const { actor, effects } = start({
      login: async () => ({
        kind: 'activationRequired',
        email: 'new@example.com',
        message: 'Your account is not activated yet.',
      }),
    })
    actor.send({ type: 'session.login', email: 'new@example.com', password: 'x' })
    await waitFor(actor, (s) => s.matches('activationNeeded'))
    expect(effects.goToActivation).toHaveBeenCalledWith({ email: 'new@example.com' })
    expect(effects.toastInfo).toHaveBeenCalledWith({ message: 'Your account is not activated yet.' })
    expect(effects.toastSuccess).not.toHaveBeenCalled()
    expect(effects.storeToken).not.toHaveBeenCalled()
    actor.send({ type: 'session.activated', user, message: 'Account activated successfully, you can now log in' })
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(effects.storeToken).toHaveBeenCalledWith({ token: 'token-123' })
  })

  it('a failed login stays signed out with the error as a toast', async () => {
    const { actor, effects } = start({
      login: async () => {
        throw new Error('These credentials do not match our records.')
      },
    })
    actor.send({ type: 'session.login', email: 'x@example.com', password: 'x' })
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(effects.toastError).toHaveBeenCalledWith({ message: 'These credentials do not match our records.' })
    expect(actor.getSnapshot().context.error).toBe('These credentials do not match our records.')
  })

  it('Google sign-in posts the ID token through the login actor and signs in', async () => {
    const login = vi.fn(async () => ({ kind: 'signedIn', user, message: 'Logged in successfully' }) as const)
    const { actor, effects } = start({ login })
    actor.send({ type: 'session.googleSignIn', idToken: 'google-id-token' })
    expect(actor.getSnapshot().value).toBe('signingIn')
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ input: { idToken: 'google-id-token' } }))
    expect(effects.storeToken).toHaveBeenCalledWith({ token: 'token-123' })
    expect(effects.goHome).toHaveBeenCalled()
  })

  it('a password reset goes to / with the server message', () => {
    const { actor, effects } = start()
    actor.send({ type: 'session.passwordReset', message: 'Password reset successfully, you can now log in' })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(effects.goToLogin).toHaveBeenCalled()
    expect(effects.toastSuccess).toHaveBeenCalledWith({ message: 'Password reset successfully, you can now log in' })
  })

  it('a 401, logout, account deletion and password reset all clear the token and go to /', async () => {
    for (const type of ['session.unauthorized', 'session.accountDeleted', 'session.passwordReset'] as const) {
      const { actor, effects } = start({ hasToken: true })
      actor.send({ type })
      expect(actor.getSnapshot().value).toBe('signedOut')
      expect(effects.clearToken).toHaveBeenCalled()
      expect(effects.goToLogin).toHaveBeenCalled()
    }
    const { actor, effects } = start({ hasToken: true })
    actor.send({ type: 'session.logout' })
    expect(actor.getSnapshot().value).toBe('signingOut')
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(effects.toastSuccess).toHaveBeenCalledWith({ message: 'Logged out successfully' })
    expect(effects.clearToken).toHaveBeenCalled()
  })

  it('a failed logout still signs out locally', async () => {
    const { actor, effects } = start({
      hasToken: true,
      logout: async () => {
        throw new Error('Internal Server Error')
      },
    })
    actor.send({ type: 'session.logout' })
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(effects.clearToken).toHaveBeenCalled()
    expect(actor.getSnapshot().context.error).toBe('Internal Server Error')
  })
})
