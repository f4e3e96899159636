import { assign, type EventObject } from 'xstate'
import { isApiError } from '~/api/api-error'
import { fieldErrors, type FieldErrors } from '~/api/notify'

/**
 * What sign-up and password reset share: a code sent to the learner, the field messages of the
 * last 422, and "Send a new code" behind a cooldown. Each machine registers these actions and
 * guards under these names and places `resendCodeRegion` where its code is asked for.
 */

/** A 429: the server's rate limit (at most one code a minute per identifier). */
export const isRateLimited = (error: unknown): boolean => isApiError(error) && error.status === 429

/**
 * Seconds before another code may be asked for: the server sends at most one a minute per
 * e-mail or number (`codeSendPerMinute`), so the button waits that long after each send.
 */
export const RESEND_COOLDOWN_SECONDS = 60

/** A server answer that carries a message for the learner. */
export interface Said {
  message: string
}

/** The part of a code flow's context these pieces read and write. */
export interface CodeFlowContext {
  /** The last 422's field messages, shown under the fields. */
  fieldErrors: FieldErrors
  /** Seconds until "Send a new code" may be used again. */
  resendIn: number
  cooldownSeconds: number
}

/** The code flow's part of a machine's initial context (`cooldownSeconds` @default RESEND_COOLDOWN_SECONDS). */
export const initialCodeFlow = (cooldownSeconds = RESEND_COOLDOWN_SECONDS): CodeFlowContext => ({
  fieldErrors: {},
  resendIn: 0,
  cooldownSeconds,
})

/** The failure of an invoked actor, as the params of `toastError`, `storeFieldErrors` and `rateLimited`. */
export const failed = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

/** A named assignment that fits any machine whose context has the code flow's fields. */
const assignCodeFlow = <TParams = undefined>(
  update: (context: CodeFlowContext, params: TParams) => Partial<CodeFlowContext>,
) => assign<CodeFlowContext, EventObject, TParams, never, never>(({ context }, params) => update(context, params))

/**
 * The actions and guards both machines register under these names
 * (`setup({ actions: { ...codeFlow.actions, ... }, guards: { ...codeFlow.guards, ... } })`), beside
 * their own `toastSuccess` (`{ message }`), `toastError` (`{ error }`) and `resendCode` actor.
 */
export const codeFlow = {
  actions: {
    storeFieldErrors: assignCodeFlow<{ error: unknown }>((_, params) => ({ fieldErrors: fieldErrors(params.error) })),
    clearFieldErrors: assignCodeFlow(() => ({ fieldErrors: {} })),
    startCooldown: assignCodeFlow((context) => ({ resendIn: context.cooldownSeconds })),
    tick: assignCodeFlow((context) => ({ resendIn: Math.max(0, context.resendIn - 1) })),
  },
  guards: {
    coolingDown: ({ context }: { context: CodeFlowContext }) => context.resendIn > 0,
    rateLimited: (_: unknown, params: { error: unknown }) => isRateLimited(params.error),
  },
}

/** The server's message of a call that answered, as a green toast. */
const toastSaid = {
  type: 'toastSuccess',
  params: ({ event }: { event: { output: Said } }) => ({ message: event.output.message }),
} as const

/** A failed call: its field messages under the fields, and the server's message as a toast (spec §8). */
export const rejected = [
  { type: 'storeFieldErrors', params: failed },
  { type: 'toastError', params: failed },
] as const

/** A code was sent: the old field messages go, the resend cooldown starts, the server's message shows. */
export const codeSent = ['clearFieldErrors', 'startCooldown', toastSaid] as const

/**
 * The "Send a new code" region (a parallel region beside the code form): it waits out the
 * cooldown a second at a time, then lets the learner ask again (`code.resend`), calling the
 * machine's `resendCode` actor with `input`. Sent: the server's message, and the wait starts
 * again; a 429 (too soon for the server): its message, and the wait starts again; any other
 * failure: its message, and the button is ready again. Entered again after going back, the
 * cooldown goes on where it was.
 */
export const resendCodeRegion = <TContext extends CodeFlowContext, TInput>(
  input: (args: { context: TContext }) => TInput,
) =>
  ({
    initial: 'waiting',
    states: {
      waiting: { always: [{ guard: 'coolingDown', target: 'coolingDown' }, { target: 'ready' }] },
      coolingDown: {
        after: {
          1000: [
            {
              guard: ({ context }: { context: CodeFlowContext }) => context.resendIn > 1,
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
          input,
          onDone: {
            target: 'coolingDown',
            actions: ['startCooldown', toastSaid],
          },
          onError: [
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
  }) as const
