import { createActor, fromPromise } from 'xstate'
import { navigate } from 'wouter/use-browser-location'
import { clearToken, storeToken } from '~/api/token'
import { forgetReturnPath, takeReturnPath } from '~/lib/return-path'
import { toaster } from '~/ui/toast'
import { logIn, logOut } from './api/session'
import { sessionMachine, type SessionInput } from './session.machine'

/** The app's session machine with its real effects: the API, the token cookie, navigation and toasts. */
export const appSessionMachine = sessionMachine.provide({
  actors: {
    login: fromPromise(({ input }) => logIn(input)),
    logout: fromPromise(async () => {
      try {
        return await logOut()
      } catch (error) {
        // Spec §8: a failed logout is logged, then rethrown (the machine signs out locally all the same).
        console.warn('logout failed', error)
        throw error
      }
    }),
  },
  actions: {
    storeToken: (_, { token }) => storeToken(token),
    clearToken: () => {
      clearToken()
      forgetReturnPath()
    },
    // Home, or the page a signed-out visitor asked for before logging in (issue 16).
    goHome: () => navigate(takeReturnPath() ?? '/home'),
    goToActivation: (_, { email }) => navigate(`/signup?email=${encodeURIComponent(email)}`),
    goToLogin: () => navigate('/', { replace: true }),
    toastSuccess: (_, { message }) => void toaster.success({ title: message }),
    toastError: (_, { message }) => void toaster.error({ title: message }),
    toastInfo: (_, { message }) => void toaster.info({ title: message }),
  },
})

/** Starts a session actor: the app's machine, or a story's variant of it. */
export function startSession(logic: typeof appSessionMachine, input: SessionInput) {
  return createActor(logic, { input }).start()
}
