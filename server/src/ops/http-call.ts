import { request } from 'node:http'

export interface HttpAnswer {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string | string[] | undefined>
}

/**
 * Test support: one request to a spawned server. `fresh: true` opens a
 * connection of its own (so node:cluster may hand it to any worker); otherwise
 * the global keep-alive agent is used. Network errors reject (e.g. refused),
 * except that a request on a reused keep-alive connection that the server
 * closed as idle at that moment is sent once more, as browsers do (the
 * server never saw it).
 */
export async function httpCall(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; fresh?: boolean } = {},
): Promise<HttpAnswer> {
  try {
    return await httpCallOnce(base, method, path, options)
  } catch (error) {
    const { reusedSocket, code } = error as NodeJS.ErrnoException & { reusedSocket?: boolean }
    if (reusedSocket && code === 'ECONNRESET') return httpCallOnce(base, method, path, options)
    throw error
  }
}

function httpCallOnce(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; fresh?: boolean } = {},
): Promise<HttpAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (payload !== undefined) headers['Content-Type'] = 'application/json'
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/v1${path}`,
      { method, headers, ...(options.fresh ? { agent: false } : {}) },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          let body: Record<string, unknown> = {}
          try {
            body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
          } catch {
            body = { text }
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers })
        })
        res.on('error', reject)
      },
    )
    req.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })))
    req.end(payload)
  })
}

/** Registers and activates a learner (development mode echoes the code); returns the token. */
export async function signUpOver(base: string, email: string, password = 'Blue-Harbor-71') {
  const registered = await httpCall(base, 'POST', '/register', {
    body: {
      first_name: 'Layla',
      last_name: 'Hassan',
      email,
      mobile: '+201001234567',
      password,
      password_confirmation: password,
      accept_terms: true,
      channel: 'email',
    },
  })
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`)
  const code = registered.body.verification_code as string
  const activated = await httpCall(base, 'POST', '/activate', { body: { email, code } })
  if (activated.status !== 200) throw new Error(`activate: ${activated.status} ${JSON.stringify(activated.body)}`)
  return { token: (activated.body.user as { token: string }).token, email, password }
}
