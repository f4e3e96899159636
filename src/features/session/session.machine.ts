import { assign, fromPromise, setup } from 'xstate'
import type { components } from '@common/api/schema.gen'

export type AuthenticatedUser = components['schemas']['AuthenticatedUser']

export type LoginOutcome =
  | { kind: 'signedIn'; user: AuthenticatedUser; message: string }
  | { kind: 'activationRequired'; email: string; message: string }

export interface SessionContext {
  /** The token cookie was there at start (the user is taken as signed in until a 401 says otherwise). */
  startedWithToken: boolean
  user: AuthenticatedUser | null
  /** The e-mail waiting for activation (login answered 202, or sign-up). */
  pendingEmail: string | null
  /** The last failure's message (shown by the caller as a toast). */
  error: string | null
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string }
  /** Third-party sign-in: the Google ID token, posted to `/auth/google`. */
  | { type: 'session.googleSignIn'; idToken: string }
  | { type: 'session.activated'; user: AuthenticatedUser; message: string }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.accountDeleted' }
  /** `message`: the server's success message, shown as a toast on `/`. */
  | { type: 'session.passwordReset'; message?: string }

/** What signs the learner in: an e-mail and password, or a Google ID token. */
export type Credentials = { email: string; password: string } | { idToken: string }

export interface SessionInput {
  /** The `token` cookie is present at start. */
  hasToken: boolean
}

/**
 * The session (spec §2-4): signed out / signing in / activation needed /
 * signed in / signing out. Side effects (cookie, navigation, toasts) are
 * named actions the app provides, so the machine stays testable and its
 * diagram readable: login stores user and token and goes to /home; a 202 goes
 * to /signup?email=… with the server's message as a toast; any 401 clears the
 * token and goes to /; logout, password reset and account deletion go to /.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<LoginOutcome, Credentials>(async () => {
      throw new Error('provide the login actor')
    }),
    logout: fromPromise<string, void>(async () => {
      throw new Error('provide the logout actor')
    }),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    goHome: () => {},
    goToActivation: (_, _params: { email: string }) => {},
    goToLogin: () => {},
    toastSuccess: (_, _params: { message: string }) => {},
    // Not a success: the account waits for its code (issue 16, "Not activated" had a success icon).
    toastInfo: (_, _params: { message: string }) => {},
    toastError: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ startedWithToken: input.hasToken, user: null, pendingEmail: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: ({ context }) => context.startedWithToken, target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'session.login': 'signingIn',
        'session.googleSignIn': 'signingIn',
      },
    },
    signingIn: {
      invoke: {
        src: 'login',
        input: ({ event }): Credentials => {
          const login = event as Extract<SessionEvent, { type: 'session.login' | 'session.googleSignIn' }>
          return login.type === 'session.googleSignIn'
            ? { idToken: login.idToken }
            : { email: login.email, password: login.password }
        },
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'activationRequired',
            target: 'activationNeeded',
            actions: [
              assign({
                pendingEmail: ({ event }) => (event.output.kind === 'activationRequired' ? event.output.email : null),
                error: null,
              }),
              { type: 'toastInfo', params: ({ event }) => ({ message: event.output.message }) },
              {
                type: 'goToActivation',
                params: ({ event }) => ({
                  email: event.output.kind === 'activationRequired' ? event.output.email : '',
                }),
              },
            ],
          },
          {
            target: 'signedIn',
            actions: [
              assign({
                user: ({ event }) => (event.output.kind === 'signedIn' ? event.output.user : null),
                pendingEmail: null,
                error: null,
              }),
              {
                type: 'storeToken',
                params: ({ event }) => ({
                  token: event.output.kind === 'signedIn' ? (event.output.user.token ?? '') : '',
                }),
              },
              { type: 'toastSuccess', params: ({ event }) => ({ message: event.output.message }) },
              'goHome',
            ],
          },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            assign({
              error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
            }),
            {
              type: 'toastError',
              params: ({ event }) => ({
                message: event.error instanceof Error ? event.error.message : String(event.error),
              }),
            },
          ],
        },
      },
    },
    activationNeeded: {
      on: {
        'session.login': 'signingIn',
        'session.googleSignIn': 'signingIn',
      },
    },
    signedIn: {
      on: {
        'session.logout': 'signingOut',
        'session.unauthorized': { target: 'signedOut', actions: ['clearToken', assign({ user: null }), 'goToLogin'] },
        'session.accountDeleted': { target: 'signedOut', actions: ['clearToken', assign({ user: null }), 'goToLogin'] },
      },
    },
    signingOut: {
      invoke: {
        src: 'logout',
        onDone: {
          target: 'signedOut',
          actions: [
            'clearToken',
            assign({ user: null }),
            { type: 'toastSuccess', params: ({ event }) => ({ message: event.output }) },
            'goToLogin',
          ],
        },
        // Spec §8: a failed logout is logged and rethrown; locally the learner is signed out all the same.
        onError: {
          target: 'signedOut',
          actions: [
            'clearToken',
            assign({
              user: null,
              error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
            }),
            'goToLogin',
          ],
        },
      },
    },
  },
  on: {
    // Activation (sign-up code, or after a 202 login) signs the learner in.
    'session.activated': {
      target: '.signedIn',
      actions: [
        assign({ user: ({ event }) => event.user, pendingEmail: null }),
        { type: 'storeToken', params: ({ event }) => ({ token: event.user.token ?? '' }) },
        { type: 'toastSuccess', params: ({ event }) => ({ message: event.message }) },
        'goHome',
      ],
    },
    // Spec §4: after a password reset the learner goes to `/`, greeted by the server's message.
    'session.passwordReset': [
      {
        guard: ({ event }) => Boolean(event.message),
        target: '.signedOut',
        actions: [
          'clearToken',
          assign({ user: null }),
          'goToLogin',
          { type: 'toastSuccess', params: ({ event }) => ({ message: event.message ?? '' }) },
        ],
      },
      { target: '.signedOut', actions: ['clearToken', assign({ user: null }), 'goToLogin'] },
    ],
  },
})
