import type { ResponseBody } from '../../api/contract'
import { userBody } from '../account/present'
import type { Session } from './service'

/** The answer of every sign-in: the account with the session's token. */
export const signedInBody = (session: Session, message: string): ResponseBody<'login', 200> => ({
  status: 'authenticated',
  message,
  user: { ...userBody(session.user), token: session.token },
})
