import { assign, fromPromise, setup } from 'xstate'
import { fieldErrors } from '~/api/notify'
import { codeFlow, codeSent, failed, initialCodeFlow, rejected, resendCodeRegion } from './code-flow'
import type { CodeFlowContext, Said } from './code-flow'

/** How the learner is found: the phone number (English default) or the e-mail (Arabic default). */
export type ResetMethod = 'phone' | 'email'

/** The identifier sent with every call of the reset (the contract's `oneOf`). */
export type ResetIdentifier = { email: string } | { mobile: string }

export interface NewPassword {
  password: string
  password_confirmation: string
}

export interface PasswordResetContext extends CodeFlowContext {
  method: ResetMethod
  /** Where the code was sent (kept when going back, so nothing typed is lost). */
  identifier: ResetIdentifier | null
  /** The code that passed `/verify`, sent again with the new password. */
  code: string
}

export interface PasswordResetInput {
  method: ResetMethod
  /** Seconds between two codes. @default RESEND_COOLDOWN_SECONDS (code-flow.ts) */
  cooldownSeconds?: number
}

export type PasswordResetEvent =
  | { type: 'method.switch'; method: ResetMethod }
  | { type: 'request.submit'; identifier: ResetIdentifier }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'password.submit'; password: string; password_confirmation: string }
  | { type: 'back' }

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
    ...codeFlow.actions,
  },
  guards: {
    ...codeFlow.guards,
    codeRejected: (_, params: { error: unknown }) => Boolean(fieldErrors(params.error).code),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    method: input.method,
    identifier: null,
    code: '',
    ...initialCodeFlow(input.cooldownSeconds),
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
              actions: [...codeSent],
            },
            onError: { target: 'editing', actions: rejected },
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
                onError: { target: 'editing', actions: rejected },
              },
            },
          },
        },
        resend: resendCodeRegion(({ context }: { context: PasswordResetContext }) => context.identifier!),
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
                actions: rejected,
              },
              { target: 'editing', actions: rejected },
            ],
          },
        },
      },
    },
    done: { type: 'final' },
  },
})
