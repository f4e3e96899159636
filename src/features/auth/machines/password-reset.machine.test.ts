import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '~/api/api-error'
import { problem } from '~/api/mock-api'
import { passwordResetMachine, type ResetIdentifier } from './password-reset.machine'

const wrongCode = () =>
  new ApiError(
    422,
    problem(422, 'The verification code is invalid or has expired.', {
      code: ['The verification code is invalid or has expired.'],
    }),
    'Unprocessable Content',
  )
const tooSoon = () => new ApiError(429, problem(429, 'Too many attempts, please try again in 60 seconds.'), 'x')

type Reply = () => Promise<{ message: string }>

function start(
  options: {
    request?: Reply
    resend?: Reply
    verify?: Reply
    reset?: Reply
    method?: 'phone' | 'email'
    cooldownSeconds?: number
  } = {},
) {
  const calls = {
    request: vi.fn<(input: ResetIdentifier) => void>(),
    resend: vi.fn<(input: ResetIdentifier) => void>(),
    verify: vi.fn<(input: unknown) => void>(),
    reset: vi.fn<(input: unknown) => void>(),
  }
  const effects = { toastSuccess: vi.fn(), toastError: vi.fn(), passwordReset: vi.fn() }
  const machine = passwordResetMachine.provide({
    actors: {
      requestCode: fromPromise(async ({ input }) => {
        calls.request(input)
        return (
          options.request ?? (async () => ({ message: 'If an account matches, we have sent you a reset code.' }))
        )()
      }),
      resendCode: fromPromise(async ({ input }) => {
        calls.resend(input)
        return (options.resend ?? (async () => ({ message: 'We have sent you a new reset code.' })))()
      }),
      verifyCode: fromPromise(async ({ input }) => {
        calls.verify(input)
        return (options.verify ?? (async () => ({ message: 'Code verified.' })))()
      }),
      resetPassword: fromPromise(async ({ input }) => {
        calls.reset(input)
        return (options.reset ?? (async () => ({ message: 'Password reset successfully, you can now log in' })))()
      }),
    },
    actions: {
      toastSuccess: (_, params) => effects.toastSuccess(params.message),
      toastError: (_, params) => effects.toastError((params.error as Error).message),
      passwordReset: (_, params) => effects.passwordReset(params.message),
    },
  })
  const actor = createActor(machine, {
    input: { method: options.method ?? 'phone', cooldownSeconds: options.cooldownSeconds ?? 3 },
  }).start()
  return { actor, calls, effects }
}

const mobile = { mobile: '+201001234567' }

async function toVerify(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'request.submit', identifier: mobile })
  await waitFor(actor, (s) => s.matches('verify'))
}

afterEach(() => {
  vi.useRealTimers()
})

describe('passwordResetMachine', () => {
  it('walks request → verify → new password → done, sending the same identifier and code', async () => {
    const { actor, calls, effects } = start()
    expect(actor.getSnapshot().value).toEqual({ request: 'editing' })
    actor.send({ type: 'request.submit', identifier: mobile })
    expect(actor.getSnapshot().value).toEqual({ request: 'sending' })
    await waitFor(actor, (s) => s.matches('verify'))
    expect(calls.request).toHaveBeenCalledWith(mobile)
    expect(effects.toastSuccess).toHaveBeenCalledWith('If an account matches, we have sent you a reset code.')

    actor.send({ type: 'code.submit', code: '519204' })
    await waitFor(actor, (s) => s.matches('newPassword'))
    expect(calls.verify).toHaveBeenCalledWith({ identifier: mobile, code: '519204' })

    actor.send({ type: 'password.submit', password: 'N3w-pass!', password_confirmation: 'N3w-pass!' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls.reset).toHaveBeenCalledWith({
      identifier: mobile,
      code: '519204',
      password: 'N3w-pass!',
      password_confirmation: 'N3w-pass!',
    })
    expect(effects.passwordReset).toHaveBeenCalledWith('Password reset successfully, you can now log in')
  })

  it('starts with the method of the language and can switch it before sending', () => {
    const { actor } = start({ method: 'email' })
    expect(actor.getSnapshot().context.method).toBe('email')
    actor.send({ type: 'method.switch', method: 'phone' })
    expect(actor.getSnapshot().context.method).toBe('phone')
  })

  it('a refused request stays on the request with the field errors and the toast', async () => {
    const { actor, effects } = start({
      request: async () => {
        throw new ApiError(
          422,
          problem(422, 'The request body is not valid.', { mobile: ['Enter a valid mobile number.'] }),
          'x',
        )
      },
    })
    actor.send({ type: 'request.submit', identifier: { mobile: '+20100' } })
    await waitFor(actor, (s) => s.matches({ request: 'editing' }))
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ mobile: ['Enter a valid mobile number.'] })
    expect(actor.getSnapshot().context.identifier).toEqual({ mobile: '+20100' })
    expect(effects.toastError).toHaveBeenCalledWith('The request body is not valid.')
  })

  it('a wrong code stays on the code with its message; the right one goes on', async () => {
    let right = false
    const { actor, effects } = start({
      verify: async () => {
        if (!right) throw wrongCode()
        return { message: 'ok' }
      },
    })
    await toVerify(actor)
    actor.send({ type: 'code.submit', code: '000000' })
    await waitFor(actor, (s) => s.matches({ verify: { form: 'editing' } }) && s.context.fieldErrors.code !== undefined)
    expect(effects.toastError).toHaveBeenCalledWith('The verification code is invalid or has expired.')
    right = true
    actor.send({ type: 'code.submit', code: '519204' })
    await waitFor(actor, (s) => s.matches('newPassword'))
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
  })

  it('resend waits for the cooldown, counts down, sends, and waits again', async () => {
    vi.useFakeTimers()
    const { actor, calls, effects } = start({ cooldownSeconds: 3 })
    await toVerify(actor)
    expect(actor.getSnapshot().matches({ verify: { resend: 'coolingDown' } })).toBe(true)
    expect(actor.getSnapshot().context.resendIn).toBe(3)
    actor.send({ type: 'code.resend' })
    expect(calls.resend).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().context.resendIn).toBe(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().matches({ verify: { resend: 'ready' } })).toBe(true)
    expect(actor.getSnapshot().context.resendIn).toBe(0)
    actor.send({ type: 'code.resend' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.resend).toHaveBeenCalledWith(mobile)
    expect(effects.toastSuccess).toHaveBeenLastCalledWith('We have sent you a new reset code.')
    expect(actor.getSnapshot().matches({ verify: { resend: 'coolingDown' } })).toBe(true)
    expect(actor.getSnapshot().context.resendIn).toBe(3)
  })

  it("a 429 on resend shows the server's message and starts the wait again", async () => {
    vi.useFakeTimers()
    const { actor, effects } = start({
      cooldownSeconds: 1,
      resend: async () => {
        throw tooSoon()
      },
    })
    await toVerify(actor)
    await vi.advanceTimersByTimeAsync(1000)
    actor.send({ type: 'code.resend' })
    await vi.advanceTimersByTimeAsync(0)
    expect(effects.toastError).toHaveBeenCalledWith('Too many attempts, please try again in 60 seconds.')
    expect(actor.getSnapshot().matches({ verify: { resend: 'coolingDown' } })).toBe(true)
    expect(actor.getSnapshot().context.resendIn).toBe(1)
  })

  it('another failure of resend leaves it ready to try again', async () => {
    vi.useFakeTimers()
    const { actor, effects } = start({
      cooldownSeconds: 1,
      resend: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await toVerify(actor)
    await vi.advanceTimersByTimeAsync(1000)
    actor.send({ type: 'code.resend' })
    await vi.advanceTimersByTimeAsync(0)
    expect(effects.toastError).toHaveBeenCalledWith('Failed to fetch')
    expect(actor.getSnapshot().matches({ verify: { resend: 'ready' } })).toBe(true)
  })

  it('back goes one step back and keeps what was entered', async () => {
    const { actor } = start()
    await toVerify(actor)
    actor.send({ type: 'code.submit', code: '519204' })
    await waitFor(actor, (s) => s.matches('newPassword'))
    actor.send({ type: 'back' })
    expect(actor.getSnapshot().matches({ verify: { form: 'editing' } })).toBe(true)
    expect(actor.getSnapshot().context.code).toBe('519204')
    actor.send({ type: 'back' })
    expect(actor.getSnapshot().value).toEqual({ request: 'editing' })
    expect(actor.getSnapshot().context.identifier).toEqual(mobile)
  })

  it('a rejected new password stays with its field errors', async () => {
    const { actor, effects } = start({
      reset: async () => {
        throw new ApiError(
          422,
          problem(422, 'The request body is not valid.', { password_confirmation: ['The passwords do not match.'] }),
          'x',
        )
      },
    })
    await toVerify(actor)
    actor.send({ type: 'code.submit', code: '519204' })
    await waitFor(actor, (s) => s.matches('newPassword'))
    actor.send({ type: 'password.submit', password: 'a', password_confirmation: 'b' })
    await waitFor(actor, (s) => s.matches({ newPassword: 'editing' }))
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password_confirmation: ['The passwords do not match.'] })
    expect(effects.toastError).toHaveBeenCalledWith('The request body is not valid.')
    expect(effects.passwordReset).not.toHaveBeenCalled()
  })

  it('a code that expired before the reset goes back to the code step with its message', async () => {
    const { actor } = start({
      reset: async () => {
        throw wrongCode()
      },
    })
    await toVerify(actor)
    actor.send({ type: 'code.submit', code: '519204' })
    await waitFor(actor, (s) => s.matches('newPassword'))
    actor.send({ type: 'password.submit', password: 'N3w-pass!', password_confirmation: 'N3w-pass!' })
    await waitFor(actor, (s) => s.matches({ verify: { form: 'editing' } }))
    expect(actor.getSnapshot().context.fieldErrors.code).toEqual(['The verification code is invalid or has expired.'])
  })
})
