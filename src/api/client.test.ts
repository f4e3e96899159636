import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import { createApiClient, deferUnauthorizedUntilHandled, handleUnauthorizedWith } from './client'

function recordingFetch(response: () => Response) {
  const requests: Request[] = []
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input)
    return response()
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests }
}

const problem = (status: number, message: string) =>
  new Response(
    JSON.stringify({ status, statusCode: status, message, title: 'x', type: 'about:blank', detail: message }),
    {
      status,
      headers: { 'Content-Type': 'application/problem+json' },
    },
  )

describe('the API client', () => {
  it('sends Accept, the interface language and the bearer token (spec §7)', async () => {
    const { fetch, requests } = recordingFetch(() => Response.json({ status: 'ok' }))
    const api = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      fetch,
      getLocale: () => 'ar',
      getToken: () => 'tok',
    })
    await api.GET('/health')
    const request = requests[0]!
    expect(request.url).toBe('http://api.test/api/v1/health')
    expect(request.headers.get('Accept')).toBe('application/json')
    expect(request.headers.get('Accept-Language')).toBe('ar')
    expect(request.headers.get('Authorization')).toBe('Bearer tok')
  })

  it('sends no Authorization header without a token', async () => {
    const { fetch, requests } = recordingFetch(() => Response.json({}))
    const api = createApiClient({ baseUrl: 'http://api.test', fetch, getLocale: () => 'en', getToken: () => undefined })
    await api.GET('/health')
    expect(requests[0]!.headers.has('Authorization')).toBe(false)
  })

  it('throws an ApiError titled by the body message for 4xx and 5xx', async () => {
    const { fetch } = recordingFetch(() => problem(409, 'You need to have an evaluation first on this subject'))
    const api = createApiClient({ baseUrl: 'http://api.test', fetch, getToken: () => 't', onUnauthorized: vi.fn() })
    const error = await api.GET('/health').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(409)
    expect((error as ApiError).message).toBe('You need to have an evaluation first on this subject')
  })

  it('falls back to the status text when the body is not JSON', async () => {
    const { fetch } = recordingFetch(() => new Response('<html>', { status: 500, statusText: 'Internal Server Error' }))
    const api = createApiClient({ baseUrl: 'http://api.test', fetch, onUnauthorized: vi.fn() })
    await expect(api.GET('/health')).rejects.toThrow('Internal Server Error')
  })

  it('signs out locally on 401', async () => {
    const onUnauthorized = vi.fn()
    const { fetch } = recordingFetch(() => problem(401, 'Unauthenticated.'))
    const api = createApiClient({ baseUrl: 'http://api.test', fetch, onUnauthorized })
    await expect(api.GET('/current-user')).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('keeps a 401 answered before the app registers its handler, and hands it over as it registers', async () => {
    const { fetch } = recordingFetch(() => problem(401, 'Unauthenticated.'))
    const api = createApiClient({ baseUrl: 'http://api.test', fetch })
    deferUnauthorizedUntilHandled()
    await expect(api.GET('/current-user')).rejects.toBeInstanceOf(ApiError)

    const handler = vi.fn()
    const unregister = handleUnauthorizedWith(handler)
    expect(handler).toHaveBeenCalledOnce()
    await expect(api.GET('/current-user')).rejects.toBeInstanceOf(ApiError)
    expect(handler).toHaveBeenCalledTimes(2)
    unregister()
  })

  it('reports every request to its activity observer, a network failure as an error (spec §4)', async () => {
    const activity = { start: vi.fn(), finish: vi.fn(), error: vi.fn() }
    const { fetch } = recordingFetch(() => Response.json({ status: 'ok' }))
    await createApiClient({ baseUrl: 'http://api.test', fetch, activity }).GET('/health')
    expect(activity.start).toHaveBeenCalledOnce()
    expect(activity.finish).toHaveBeenCalledOnce()
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof globalThis.fetch
    await expect(
      createApiClient({ baseUrl: 'http://api.test', fetch: offline, activity }).GET('/health'),
    ).rejects.toThrow()
    expect(activity.error).toHaveBeenCalledOnce()
  })

  it('reports the end of a request the server refused, so the loading bar completes (spec §4)', async () => {
    const activity = { start: vi.fn(), finish: vi.fn(), error: vi.fn() }
    const { fetch } = recordingFetch(() => problem(422, 'The given data was invalid.'))
    await expect(
      createApiClient({ baseUrl: 'http://api.test', fetch, activity }).GET('/health'),
    ).rejects.toBeInstanceOf(ApiError)
    expect(activity.start).toHaveBeenCalledOnce()
    expect(activity.finish).toHaveBeenCalledOnce()
  })
})
