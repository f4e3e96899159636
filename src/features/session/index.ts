// The session feature's public face: who is signed in, and the session machine's context.
export { currentUserQuery, storeCurrentUser, useCurrentUser, type CurrentUser } from './api/current-user'
export { appSessionMachine, SessionBridge, SessionContext } from './session-context'
export type { AuthenticatedUser } from './session.machine'
