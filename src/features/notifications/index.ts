import { lazy } from 'react'

// The notifications feature's public face: the navbar's bell, and its query (a payment invalidates it).
export { notificationsQuery } from './api/notifications'

/**
 * The navbar's bell, its code (Ark's popover with its focus trap) loaded when it first renders:
 * render it inside `<Suspense>`. Lazy here, so importing the query does not bring the bell.
 */
export const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
)
