import { useEffect } from 'react'

/**
 * The browser's `online` and `offline` events, passed on to an actor: the quiz machine's outbox
 * waits while offline and sends at once when back online (`navigator.onLine` gives the start).
 */
export function useConnectivityEvents(actor: { send: (event: { type: 'online' | 'offline' }) => void }) {
  useEffect(() => {
    const online = () => actor.send({ type: 'online' })
    const offline = () => actor.send({ type: 'offline' })
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }, [actor])
}
