import { assign, fromPromise, setup } from 'xstate'
import { RESEND_COOLDOWN_SECONDS, fieldErrorsOf, isRateLimited, type FieldErrors, type Said } from './code-flow'

/** How the learner is found: the phone number (English default) or the e-mail (Arabic default). */
export type ResetMethod = 'phone' | 'email'

/** The identifier sent with every call of the reset (the contract's `oneOf`). */
export type ResetIdentifier = { email: string } | { mobile: string }

export interface NewPassword {
  password: string
  password_confirmation: string
}

export interface PasswordResetContext {
  method: ResetMethod
  /** Where the code was sent (kept when going back, so nothing typed is lost). */
  identifier: ResetIdentifier | null
  /** The code that passed `/verify`, sent again with the new password. */
  code: string
  /** The last 422's field messages, shown under the fields. */
  fieldErrors: FieldErrors
  /** Seconds until "Send a new code" may be used again. */
  resendIn: number
  cooldownSeconds: number
}

export interface PasswordResetInput {
  method: ResetMethod
  /** @default RESEND_COOLDOWN_SECONDS */
  cooldownSeconds?: number
}

export type PasswordResetEvent =
  | { type: 'method.switch'; method: ResetMethod }
  | { type: 'request.submit'; identifier: ResetIdentifier }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'password.submit'; password: string; password_confirmation: string }
  | { type: 'back' }

const failed = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

/**
 * Password reset (spec §4): request a code by phone or e-mail, verify it, choose a new password
 * (with its confirmation), done. A new code can be asked for once the cooldown has run out (the
 * server allows one a minute; a 429 restarts the cooldown); every step can go back. The server
 * calls are actors and the toasts and the end (back to `/`) are actions the app provides, so the
 * machine is tested alone.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    requestCode: fromPromise<Said, ResetIdentifier>(async () => {
      throw new Error('provide the requestCode actor')
    }),
    resendCode: fromPromise<Said, ResetIdentifier>(async () => {
      throw new Error('provide the resendCode actor')
    }),
    verifyCode: fromPromise<Said, { identifier: ResetIdentifier; code: string }>(async () => {
      throw new Error('provide the verifyCode actor')
    }),
    resetPassword: fromPromise<Said, { identifier: ResetIdentifier; code: string } & NewPassword>(async () => {
      throw new Error('provide the resetPassword actor')
    }),
  },
  actions: {
    toastSuccess: (_, _params: { message: string }) => {},
    /** Spec §8: the server's message as a red toast (the app's `toastApiError`). */
    toastError: (_, _params: { error: unknown }) => {},
    /** The end: the session goes back to `/` with the server's message (`session.passwordReset`). */
    passwordReset: (_, _params: { message: string }) => {},
    storeFieldErrors: assign({ fieldErrors: (_, params: { error: unknown }) => fieldErrorsOf(params.error) }),
    clearFieldErrors: assign({ fieldErrors: {} }),
    startCooldown: assign({ resendIn: ({ context }) => context.cooldownSeconds }),
    tick: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }),
  },
  guards: {
    coolingDown: ({ context }) => context.resendIn > 0,
    rateLimited: (_, params: { error: unknown }) => isRateLimited(params.error),
    codeRejected: (_, params: { error: unknown }) => Boolean(fieldErrorsOf(params.error).code),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    method: input.method,
    identifier: null,
    code: '',
    fieldErrors: {},
    resendIn: 0,
    cooldownSeconds: input.cooldownSeconds ?? RESEND_COOLDOWN_SECONDS,
  }),
  initial: 'request',
  states: {
    request: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'method.switch': { actions: [assign({ method: ({ event }) => event.method }), 'clearFieldErrors'] },
            'request.submit': {
              target: 'sending',
              actions: assign({ identifier: ({ event }) => event.identifier, code: '' }),
            },
          },
        },
        sending: {
          invoke: {
            src: 'requestCode',
            input: ({ context }) => context.identifier!,
            onDone: {
              target: '#passwordReset.verify',
              actions: [
                'clearFieldErrors',
                'startCooldown',
                { type: 'toastSuccess', params: ({ event }) => ({ message: event.output.message }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'storeFieldErrors', params: failed },
                { type: 'toastError', params: failed },
              ],
            },
          },
        },
      },
    },
    verify: {
      type: 'parallel',
      on: { back: { target: 'request', actions: 'clearFieldErrors' } },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'code.submit': { target: 'checking', actions: assign({ code: ({ event }) => event.code }) },
              },
            },
            checking: {
              invoke: {
                src: 'verifyCode',
                input: ({ context }) => ({ identifier: context.identifier!, code: context.code }),
                onDone: { target: '#passwordReset.newPassword', actions: 'clearFieldErrors' },
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'storeFieldErrors', params: failed },
                    { type: 'toastError', params: failed },
                  ],
                },
              },
            },
          },
        },
        resend: {
          initial: 'waiting',
          states: {
            // Entered again after going back from the new password: the cooldown goes on where it was.
            waiting: { always: [{ guard: 'coolingDown', target: 'coolingDown' }, { target: 'ready' }] },
            coolingDown: {
              after: {
                1000: [
                  {
                    guard: ({ context }) => context.resendIn > 1,
                    target: 'coolingDown',
                    reenter: true,
                    actions: 'tick',
                  },
                  { target: 'ready', actions: 'tick' },
                ],
              },
            },
            ready: { on: { 'code.resend': 'sending' } },
            sending: {
              invoke: {
                src: 'resendCode',
                input: ({ context }) => context.identifier!,
                onDone: {
                  target: 'coolingDown',
                  actions: [
                    'startCooldown',
                    { type: 'toastSuccess', params: ({ event }) => ({ message: event.output.message }) },
                  ],
                },
                onError: [
                  // Too soon for the server: its message, and the wait starts again.
                  {
                    guard: { type: 'rateLimited', params: failed },
                    target: 'coolingDown',
                    actions: ['startCooldown', { type: 'toastError', params: failed }],
                  },
                  { target: 'ready', actions: { type: 'toastError', params: failed } },
                ],
              },
            },
          },
        },
      },
    },
    newPassword: {
      initial: 'editing',
      on: { back: { target: 'verify', actions: 'clearFieldErrors' } },
      states: {
        editing: {
          on: { 'password.submit': 'resetting' },
        },
        resetting: {
          invoke: {
            src: 'resetPassword',
            input: ({ context, event }) => {
              const { password, password_confirmation } = event as Extract<
                PasswordResetEvent,
                { type: 'password.submit' }
              >
              return { identifier: context.identifier!, code: context.code, password, password_confirmation }
            },
            onDone: {
              target: '#passwordReset.done',
              actions: [
                'clearFieldErrors',
                { type: 'passwordReset', params: ({ event }) => ({ message: event.output.message }) },
              ],
            },
            onError: [
              // The code expired or was burnt meanwhile: back to the code, with the server's word under it.
              {
                guard: { type: 'codeRejected', params: failed },
                target: '#passwordReset.verify',
                actions: [
                  { type: 'storeFieldErrors', params: failed },
                  { type: 'toastError', params: failed },
                ],
              },
              {
                target: 'editing',
                actions: [
                  { type: 'storeFieldErrors', params: failed },
                  { type: 'toastError', params: failed },
                ],
              },
            ],
          },
        },
      },
    },
    done: { type: 'final' },
  },
})
