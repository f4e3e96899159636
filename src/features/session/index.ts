// The session feature's public face: who is signed in, and the session machine's context.
export { currentUserQuery, storeCurrentUser, type CurrentUser } from './api/current-user'
export { useCurrentUser } from './use-current-user'
export { appSessionMachine } from './app-session'
export { SessionBridge, SessionContext, type SessionHandle, type SessionProviderProps } from './session-context'
export type { AuthenticatedUser } from './session.machine'
export { startSessionRequests } from './start-session-requests'
