// The notifications feature's public face: the navbar's bell, and its query (a payment invalidates it).
export { notificationsQuery } from './api/notifications'
export { NotificationBell } from './notification-bell'
