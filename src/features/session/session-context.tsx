import { createActorContext } from '@xstate/react'
import { fromPromise } from 'xstate'
import { navigate } from 'wouter/use-browser-location'
import { useEffect } from 'react'
import { api, handleUnauthorizedWith } from '~/api/client'
import { clearToken, hasToken, storeToken } from '~/api/token'
import { toaster } from '~/ui/toast'
import { sessionMachine, type LoginOutcome } from './session.machine'

/** The app's session machine with its real effects: the API, the token cookie, navigation and toasts. */
export const appSessionMachine = sessionMachine.provide({
  actors: {
    login: fromPromise(async ({ input }): Promise<LoginOutcome> => {
      if ('idToken' in input) {
        const { data } = await api.POST('/auth/google', { body: { id_token: input.idToken } })
        if (data) return { kind: 'signedIn', user: data.user, message: data.message }
        throw new Error('Google sign-in failed')
      }
      const { data, response } = await api.POST('/login', { body: input })
      if (response.status === 202 && data && data.status === 'activation_required')
        return { kind: 'activationRequired', email: data.email, message: data.message }
      if (data && data.status === 'authenticated') return { kind: 'signedIn', user: data.user, message: data.message }
      throw new Error(response.statusText)
    }),
    logout: fromPromise(async () => {
      try {
        const { data } = await api.POST('/logout')
        return data?.message ?? ''
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
