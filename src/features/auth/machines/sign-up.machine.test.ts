import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '~/api/api-error'
import { problem } from '~/api/mock-api'
import { signUpMachine, type AuthenticatedUser, type Registration } from './sign-up.machine'

const user: AuthenticatedUser = {
  id: 'usr_12345678',
  first_name: 'Mona',
  last_name: 'Adel',
  name: 'Mona Adel',
  email: 'mona@example.com',
  mobile: '+201001234567',
  photo: null,
  token: 'token-123',
}

const registration: Registration = {
  first_name: 'Mona',
  last_name: 'Adel',
  email: 'mona@example.com',
  mobile: '+201001234567',
  password: 'Blue-Harbor-71',
  password_confirmation: 'Blue-Harbor-71',
  accept_terms: true,
  channel: 'email',
}

type Options = {
  email?: string | null
  register?: () => Promise<{ message: string; email: string }>
  activate?: () => Promise<{ message: string; user: AuthenticatedUser }>
  resend?: () => Promise<{ message: string }>
}

function start(options: Options = {}) {
  const calls = { register: vi.fn(), activate: vi.fn(), resend: vi.fn() }
  const effects = { toastSuccess: vi.fn(), toastError: vi.fn(), toastTermsRequired: vi.fn(), activated: vi.fn() }
  const machine = signUpMachine.provide({
    actors: {
      register: fromPromise(async ({ input }) => {
        calls.register(input)
        return (
          options.register ??
          (async () => ({
            message: 'Registered successfully, please check your email for verification',
            email: input.email,
          }))
        )()
      }),
      activate: fromPromise(async ({ input }) => {
        calls.activate(input)
        return (
          options.activate ?? (async () => ({ message: 'Account activated successfully, you can now log in', user }))
        )()
      }),
      resendCode: fromPromise(async ({ input }) => {
        calls.resend(input)
        return (options.resend ?? (async () => ({ message: 'A new code has been sent.' })))()
      }),
    },
    actions: {
      toastSuccess: (_, params) => effects.toastSuccess(params.message),
      toastError: (_, params) => effects.toastError((params.error as Error).message),
      toastTermsRequired: effects.toastTermsRequired,
      activated: (_, params) => effects.activated(params),
    },
  })
  const actor = createActor(machine, { input: { email: options.email ?? null, cooldownSeconds: 2 } }).start()
  return { actor, calls, effects }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('signUpMachine', () => {
  it('registers, then activates with the code and hands the signed-in learner to the session', async () => {
    const { actor, calls, effects } = start()
    expect(actor.getSnapshot().value).toEqual({ registration: 'editing' })
    actor.send({ type: 'register.submit', registration })
    expect(actor.getSnapshot().value).toEqual({ registration: 'registering' })
    await waitFor(actor, (s) => s.matches('activation'))
    expect(calls.register).toHaveBeenCalledWith(registration)
    expect(actor.getSnapshot().context.email).toBe('mona@example.com')
    expect(effects.toastSuccess).toHaveBeenCalledWith(
      'Registered successfully, please check your email for verification',
    )
    actor.send({ type: 'code.submit', code: '482913' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls.activate).toHaveBeenCalledWith({ email: 'mona@example.com', code: '482913' })
    expect(effects.activated).toHaveBeenCalledWith({
      user,
      message: 'Account activated successfully, you can now log in',
    })
  })

  it('sends nothing without the terms (spec §5)', () => {
    const { actor, calls, effects } = start()
    actor.send({ type: 'register.submit', registration: { ...registration, accept_terms: false } })
    expect(actor.getSnapshot().value).toEqual({ registration: 'editing' })
    expect(actor.getSnapshot().context.termsMissing).toBe(true)
    expect(effects.toastTermsRequired).toHaveBeenCalled()
    expect(calls.register).not.toHaveBeenCalled()
  })

  it('a 422 on register keeps the form with the field errors', async () => {
    const { actor, effects } = start({
      register: async () => {
        throw new ApiError(
          422,
          problem(422, 'This password is too common.', { password: ['This password is too common.'] }),
          'x',
        )
      },
    })
    actor.send({ type: 'register.submit', registration })
    await waitFor(actor, (s) => s.matches({ registration: 'editing' }))
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: ['This password is too common.'] })
    expect(effects.toastError).toHaveBeenCalledWith('This password is too common.')
  })

  it('starts at the code with ?email= (after a 202 login), resend ready at once', () => {
    const { actor } = start({ email: 'pending@example.com' })
    expect(actor.getSnapshot().matches({ activation: { form: 'editing', resend: 'ready' } })).toBe(true)
    expect(actor.getSnapshot().context.email).toBe('pending@example.com')
  })

  it('a wrong code stays with its message', async () => {
    const { actor, effects } = start({
      email: 'pending@example.com',
      activate: async () => {
        throw new ApiError(
          422,
          problem(422, 'The verification code is invalid or has expired.', {
            code: ['The verification code is invalid or has expired.'],
          }),
          'x',
        )
      },
    })
    actor.send({ type: 'code.submit', code: '000000' })
    await waitFor(actor, (s) => s.matches({ activation: { form: 'editing' } }))
    expect(actor.getSnapshot().context.fieldErrors.code).toEqual(['The verification code is invalid or has expired.'])
    expect(effects.toastError).toHaveBeenCalled()
    expect(effects.activated).not.toHaveBeenCalled()
  })

  it('resend after the cooldown; a 429 starts the wait again', async () => {
    vi.useFakeTimers()
    let limited = false
    const { actor, calls, effects } = start({
      resend: async () => {
        if (limited) throw new ApiError(429, problem(429, 'Too many attempts, please try again in 60 seconds.'), 'x')
        return { message: 'A new code has been sent.' }
      },
    })
    actor.send({ type: 'register.submit', registration })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches({ activation: { resend: 'coolingDown' } })).toBe(true)
    await vi.advanceTimersByTimeAsync(2000)
    actor.send({ type: 'code.resend' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.resend).toHaveBeenCalledWith({ email: 'mona@example.com' })
    expect(effects.toastSuccess).toHaveBeenLastCalledWith('A new code has been sent.')
    limited = true
    await vi.advanceTimersByTimeAsync(2000)
    actor.send({ type: 'code.resend' })
    await vi.advanceTimersByTimeAsync(0)
    expect(effects.toastError).toHaveBeenCalledWith('Too many attempts, please try again in 60 seconds.')
    expect(actor.getSnapshot().context.resendIn).toBe(2)
  })

  it('back returns to the registration form', async () => {
    const { actor } = start()
    actor.send({ type: 'register.submit', registration })
    await waitFor(actor, (s) => s.matches('activation'))
    actor.send({ type: 'back' })
    expect(actor.getSnapshot().value).toEqual({ registration: 'editing' })
  })
})
