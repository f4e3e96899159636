import { assign, fromPromise, setup } from 'xstate'
import type { components } from '@common/api/schema.gen'
import { codeFlow, codeSent, initialCodeFlow, rejected, resendCodeRegion } from './code-flow'
import type { CodeFlowContext, Said } from './code-flow'

export type RegisterRequest = components['schemas']['RegisterRequest']
export type AuthenticatedUser = components['schemas']['AuthenticatedUser']

/** What the form sends: the contract's body with `accept_terms` as the checkbox left it. */
export type Registration = Omit<RegisterRequest, 'accept_terms'> & { accept_terms: boolean }

export interface SignUpContext extends CodeFlowContext {
  /** The e-mail waiting for its code (from registration, or `?email=` after a 202 login). */
  email: string | null
  /** The terms were not accepted at the last submit (spec §5). */
  termsMissing: boolean
}

export interface SignUpInput {
  /** `?email=`: the account exists and waits for its code. @default null */
  email?: string | null
  /** Seconds between two codes. @default RESEND_COOLDOWN_SECONDS (code-flow.ts) */
  cooldownSeconds?: number
}

export type SignUpEvent =
  | { type: 'register.submit'; registration: Registration }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'back' }

/**
 * Sign-up (spec §4): register (the terms must be accepted before anything is sent, spec §5), then
 * activate with the code, which signs the learner in (`activated`: the app sends
 * `session.activated`). A new code can be asked for once the cooldown has run out; "back" returns
 * to the registration form (another e-mail, say). Server calls are actors, toasts and the end are
 * actions the app provides.
 */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
  },
  actors: {
    register: fromPromise<Said & { email: string }, RegisterRequest>(async () => {
      throw new Error('provide the register actor')
    }),
    activate: fromPromise<Said & { user: AuthenticatedUser }, { email: string; code: string }>(async () => {
      throw new Error('provide the activate actor')
    }),
    resendCode: fromPromise<Said, { email: string }>(async () => {
      throw new Error('provide the resendCode actor')
    }),
  },
  actions: {
    toastSuccess: (_, _params: { message: string }) => {},
    /** Spec §8: the server's message as a red toast (the app's `toastApiError`). */
    toastError: (_, _params: { error: unknown }) => {},
    /** Spec §5: "Please accept our Terms of Use and Privacy Policy", as a toast. */
    toastTermsRequired: () => {},
    /** Signed in: the app sends `session.activated` (token, greeting, /home). */
    activated: (_, _params: { user: AuthenticatedUser; message: string }) => {},
    ...codeFlow.actions,
  },
  guards: {
    hasEmail: ({ context }) => Boolean(context.email),
    termsAccepted: ({ event }) => event.type === 'register.submit' && event.registration.accept_terms,
    ...codeFlow.guards,
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({
    email: input.email || null,
    termsMissing: false,
    ...initialCodeFlow(input.cooldownSeconds),
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasEmail', target: 'activation' }, { target: 'registration' }] },
    registration: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'register.submit': [
              { guard: 'termsAccepted', target: 'registering', actions: assign({ termsMissing: false }) },
              { actions: [assign({ termsMissing: true }), 'toastTermsRequired'] },
            ],
          },
        },
        registering: {
          invoke: {
            src: 'register',
            input: ({ event }) => {
              const { registration } = event as Extract<SignUpEvent, { type: 'register.submit' }>
              return { ...registration, accept_terms: true }
            },
            onDone: {
              target: '#signUp.activation',
              actions: [assign({ email: ({ event }) => event.output.email }), ...codeSent],
            },
            onError: { target: 'editing', actions: rejected },
          },
        },
      },
    },
    activation: {
      type: 'parallel',
      on: { back: { target: 'registration', actions: 'clearFieldErrors' } },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: { on: { 'code.submit': 'activating' } },
            activating: {
              invoke: {
                src: 'activate',
                input: ({ context, event }) => ({
                  email: context.email!,
                  code: (event as Extract<SignUpEvent, { type: 'code.submit' }>).code,
                }),
                onDone: {
                  target: '#signUp.activated',
                  actions: [
                    'clearFieldErrors',
                    {
                      type: 'activated',
                      params: ({ event }) => ({ user: event.output.user, message: event.output.message }),
                    },
                  ],
                },
                onError: { target: 'editing', actions: rejected },
              },
            },
          },
        },
        resend: resendCodeRegion(({ context }: { context: SignUpContext }) => ({ email: context.email! })),
      },
    },
    activated: { type: 'final' },
  },
})
