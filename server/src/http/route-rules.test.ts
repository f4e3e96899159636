import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app'

describe('route rules (spec §2: server route-rule redirects)', async () => {
  const { app, client } = await createTestApp({ helpCenterUrl: 'https://help.example.org/academy' })

  it('redirects a full page load of an old path to its route, keeping the query', async () => {
    const res = await app.request('/register?email=sara%40example.com')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/signup?email=sara%40example.com')
    expect((await app.request('/login')).headers.get('location')).toBe('/')
  })

  it('sends /help to the help centre elsewhere, an absolute URL', async () => {
    const res = await app.request('/help')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://help.example.org/academy')
  })

  it('leaves other methods, other paths and the API alone', async () => {
    expect((await app.request('/login', { method: 'POST' })).status).not.toBe(301)
    expect((await app.request('/login/more')).status).not.toBe(301)
    expect((await app.request('/api/v1/login')).status).toBe(404)
  })

  it('hands the same rules to the SPA in GET /config', async () => {
    const res = await client.get<{ route_rules: unknown[] }>('/config')
    expect(res.body.route_rules).toContainEqual({ from: '/register', to: '/signup', status: 301 })
    expect(res.body.route_rules).toContainEqual({ from: '/help', to: 'https://help.example.org/academy', status: 302 })
  })

  it('has no /help rule when no help centre is configured', async () => {
    const bare = await createTestApp()
    const res = await bare.client.get<{ route_rules: { from: string }[] }>('/config')
    expect(res.body.route_rules.map((rule) => rule.from)).not.toContain('/help')
  })
})

describe('the country lookup of phone fields (spec §7)', async () => {
  const lookupUrl = 'https://lookup.example.net/?ip'
  const { client } = await createTestApp({ countryLookupUrl: lookupUrl })

  it('is told to the SPA and allowed by the CSP for its origin only', async () => {
    const res = await client.get<{ country_lookup_url: string | null }>('/config')
    expect(res.body.country_lookup_url).toBe(lookupUrl)
    const connect = /connect-src ([^;]+)/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1]
    expect(connect?.split(' ')).toEqual(["'self'", 'https://lookup.example.net'])
  })

  it('is off by default', async () => {
    const bare = await createTestApp()
    const res = await bare.client.get<{ country_lookup_url: string | null }>('/config')
    expect(res.body.country_lookup_url).toBeNull()
    expect(res.headers.get('Content-Security-Policy')).toContain("connect-src 'self';")
  })

  it('has a stand-in in development that answers like the real one', async () => {
    const { app } = await createTestApp({ env: 'development' })
    const res = await app.request('/dev/country-lookup?country=ae')
    expect(await res.text()).toBe('1;AE;;')
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*')
  })
})
