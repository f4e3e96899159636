import { createActorContext } from '@xstate/react'
import { fromPromise } from 'xstate'
import { navigate } from 'wouter/use-browser-location'
import { useEffect } from 'react'
import { handleUnauthorizedWith } from '~/api/client'
import { clearToken, hasToken, storeToken } from '~/api/token'
import { toaster } from '~/ui/toast'
import { logIn, logOut } from './api/session'
import { sessionMachine } from './session.machine'

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
    clearToken: () => clearToken(),
    goHome: () => navigate('/home'),
    goToActivation: (_, { email }) => navigate(`/signup?email=${encodeURIComponent(email)}`),
    goToLogin: () => navigate('/', { replace: true }),
    toastSuccess: (_, { message }) => void toaster.success({ title: message }),
    toastError: (_, { message }) => void toaster.error({ title: message }),
  },
})

export const SessionContext = createActorContext(appSessionMachine, { input: { hasToken: hasToken() } })

/** Routes any 401 of the API client to the session machine (which clears the token and goes to `/`). */
export function SessionBridge() {
  const session = SessionContext.useActorRef()
  useEffect(() => handleUnauthorizedWith(() => session.send({ type: 'session.unauthorized' })), [session])
  return null
}
