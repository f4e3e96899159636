import type { Problem } from './api-error'
import type { paths } from '@common/api/schema.gen'

/**
 * Mock handlers typed from the contract, for Storybook and unit tests (never the app or
 * the end-to-end tests, which use the real server). A handler is keyed by
 * `'METHOD /path/{param}'` and answers one of the statuses the contract lists for that
 * operation, with that status's JSON body. A request no handler matches fails loudly.
 *
 * ```ts
 * const handlers: MockHandlers = {
 *   'GET /current-user': () => ({ status: 200, body: { data: demoUser } }),
 * }
 * ```
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

type Operation<P extends keyof paths, M extends Method> = paths[P][M]

/** The body of a response: JSON or problem+JSON; `undefined` when the response has none (204). */
type JsonOf<R> = R extends { content: infer Content } ? Content[keyof Content] : undefined

/** `{ status: 200, body }` for every status the operation declares (the `default` one as 400–599). */
type Reply<Op> = Op extends { responses: infer Responses }
  ? {
      [S in keyof Responses]: {
        status: S extends 'default' ? 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 : S
        body: JsonOf<Responses[S]>
        headers?: Record<string, string>
      }
    }[keyof Responses]
  : never

export interface MockRequest {
  request: Request
  params: Record<string, string>
  query: URLSearchParams
  /** The parsed JSON body, or the FormData of a multipart body, or `undefined`. */
  body: unknown
}

export type MockHandlers = {
  [K in OperationKey]?: (request: MockRequest) => MockReplyFor<K> | Promise<MockReplyFor<K>>
}

type OperationKey = {
  [P in keyof paths & string]: {
    [M in Method]: paths[P][M] extends undefined | never ? never : `${Uppercase<M>} ${P}`
  }[Method]
}[keyof paths & string]

type SplitKey<K> = K extends `${infer M} ${infer P}` ? [Lowercase<M>, P] : never

export type MockReplyFor<K extends OperationKey> =
  SplitKey<K> extends [infer M extends Method, infer P extends keyof paths] ? Reply<Operation<P, M>> : never

interface CompiledHandler {
  method: string
  pattern: RegExp
  names: string[]
  handle: (request: MockRequest) => unknown
}

function compile(handlers: MockHandlers): CompiledHandler[] {
  return Object.entries(handlers).map(([key, handle]) => {
    const [method = '', template = ''] = key.split(' ')
    const names: string[] = []
    const source = template
      .split('/')
      .map((segment) => {
        const match = /^\{(\w+)\}$/.exec(segment)
        if (!match) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(match[1]!)
        return '([^/]+)'
      })
      .join('/')
    return { method, pattern: new RegExp(`^${source}$`), names, handle: handle as CompiledHandler['handle'] }
  })
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json')) return request.json()
  if (type.includes('multipart/form-data')) return request.formData()
  return undefined
}

/**
 * A `fetch` that answers API calls under `baseUrl` from the handlers. Anything else it
 * refuses: a story or test that makes a call it did not plan for fails, it does not hang.
 */
export function createMockFetch(handlers: MockHandlers, { baseUrl = '/api/v1', delayMs = 0 } = {}): typeof fetch {
  const compiled = compile(handlers)
  return async (input, init) => {
    const request = new Request(input instanceof Request ? input : new URL(String(input), location.origin), init)
    const url = new URL(request.url)
    const prefix = new URL(baseUrl, location.origin).pathname
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || '/' : null
    for (const handler of compiled) {
      if (path === null || handler.method !== request.method) continue
      const match = handler.pattern.exec(path)
      if (!match) continue
      const params = Object.fromEntries(
        handler.names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
      )
      const reply = (await handler.handle({
        request,
        params,
        query: url.searchParams,
        body: await readBody(request),
      })) as { status: number; body: unknown; headers?: Record<string, string> }
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
      const hasBody = reply.body !== undefined && reply.status !== 204
      return new Response(hasBody ? JSON.stringify(reply.body) : null, {
        status: reply.status,
        headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...reply.headers },
      })
    }
    const message = `No mock handler for ${request.method} ${url.pathname}`
    console.error(message)
    throw new TypeError(message)
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
}

/** A problem body as the server sends it (spec §8: the toast's title is `message`). */
export function problem(status: number, message: string, errors?: Record<string, string[]>): Problem {
  return {
    type: 'about:blank',
    title: REASONS[status] ?? 'Error',
    status,
    detail: message,
    message,
    statusCode: status,
    ...(errors ? { errors } : {}),
  }
}
