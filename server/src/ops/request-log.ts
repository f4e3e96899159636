import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'

/**
 * One structured line per request, written once the answer is ready. It holds
 * only the route pattern (`/api/v1/quizzes/:id`), never the raw path, the query
 * string, headers or bodies: tokens, codes, passwords and e-mail addresses
 * cannot reach the log.
 */
export interface RequestLogLine {
  time: string
  method: string
  route: string
  status: number
  duration_ms: number
  request_id: string
  pid: number
}

export type RequestLogSink = (line: RequestLogLine) => void

/** The production sink: one JSON line on stdout (a single write, so lines from cluster workers never interleave). */
export const stdoutSink: RequestLogSink = (line) => {
  process.stdout.write(`${JSON.stringify(line)}\n`)
}

export const REQUEST_ID_HEADER = 'X-Request-Id'
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** The caller's X-Request-Id when it is 1-128 characters of `[A-Za-z0-9._:-]`, else a new UUID. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && VALID_REQUEST_ID.test(header) ? header : randomUUID()
}

/**
 * Accepts or makes the request id, echoes it in `X-Request-Id`, and hands one
 * line to `sink` (no line without a sink: the tests' apps stay quiet).
 */
export function requestLog(sink: RequestLogSink | undefined): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    const time = new Date().toISOString()
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER))
    try {
      await next()
    } finally {
      try {
        c.res.headers.set(REQUEST_ID_HEADER, requestId)
      } catch {
        // immutable headers (e.g. Response.redirect()): answer a copy
        const copy = new Response(c.res.body, c.res)
        copy.headers.set(REQUEST_ID_HEADER, requestId)
        c.res = copy
      }
      sink?.({
        time,
        method: c.req.method,
        route: routePath(c) || '*',
        status: c.res.status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
        request_id: requestId,
        pid: process.pid,
      })
    }
  }
}
