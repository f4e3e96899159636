import { api } from '~/api/client'
import type { Credentials, LoginOutcome } from '../session.machine'

/** `POST /login` (a 202 asks for activation first) or, with a Google ID token, `POST /auth/google`. */
export async function logIn(credentials: Credentials): Promise<LoginOutcome> {
  if ('idToken' in credentials) {
    const { data } = await api.POST('/auth/google', { body: { id_token: credentials.idToken } })
    if (data) return { kind: 'signedIn', user: data.user, message: data.message }
    throw new Error('Google sign-in failed')
  }
  const { data, response } = await api.POST('/login', { body: credentials })
  if (response.status === 202 && data && data.status === 'activation_required')
    return { kind: 'activationRequired', email: data.email, message: data.message }
  if (data && data.status === 'authenticated') return { kind: 'signedIn', user: data.user, message: data.message }
  throw new Error(response.statusText)
}

/** `POST /logout`: the server's goodbye message. */
export async function logOut(): Promise<string> {
  const { data } = await api.POST('/logout')
  return data?.message ?? ''
}
