import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
export const DRAIN_TIMEOUT_MS = 10_000

/**
 * Keeps track of the responses in flight on an HTTP server and drains it:
 * `drain()` stops accepting connections, lets the requests in flight finish
 * (their answers say `Connection: close`, idle keep-alive connections are
 * closed), and resolves once every connection is gone, or after `timeoutMs`
 * by cutting the ones left (resolving `false`).
 */
export function drainable(server: Server) {
  const inFlight = new Set<ServerResponse>()
  let draining = false
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close')
    inFlight.add(response)
    response.once('close', () => inFlight.delete(response))
  })

  function drain(timeoutMs = DRAIN_TIMEOUT_MS): Promise<boolean> {
    draining = true
    for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close')
    return new Promise<boolean>((resolve) => {
      let done = false
      const finish = (clean: boolean) => {
        if (done) return
        done = true
        clearInterval(sweep)
        clearTimeout(force)
        resolve(clean)
      }
      // Idle keep-alive connections would hold close() open: close them as they become idle.
      const sweep = setInterval(() => server.closeIdleConnections(), 50)
      const force = setTimeout(() => {
        server.closeAllConnections()
        finish(false)
      }, timeoutMs)
      server.close(() => finish(true))
      server.closeIdleConnections()
    })
  }

  return { drain, isDraining: () => draining, inFlight: () => inFlight.size }
}

/**
 * Counts the app's handlers still running. A connection closes when its client goes away, but
 * the handler goes on (a save, a sign-up's hashing and write): shutdown waits for the handlers
 * too, so none of them meets a closed database.
 */
export function handlerCounter() {
  let active = 0
  const waiters = new Set<() => void>()
  return {
    wrap<Args extends unknown[]>(handle: (...args: Args) => Response | Promise<Response>) {
      return async (...args: Args) => {
        active += 1
        try {
          return await handle(...args)
        } finally {
          active -= 1
          if (active === 0) for (const waiter of waiters) waiter()
        }
      }
    },
    /** Resolves true once no handler runs, or false after `timeoutMs`. */
    idle(timeoutMs: number): Promise<boolean> {
      if (active === 0) return Promise.resolve(true)
      return new Promise((resolve) => {
        const done = (clean: boolean) => {
          clearTimeout(timer)
          waiters.delete(onIdle)
          resolve(clean)
        }
        const onIdle = () => done(true)
        const timer = setTimeout(() => done(false), timeoutMs)
        waiters.add(onIdle)
      })
    },
    active: () => active,
  }
}
