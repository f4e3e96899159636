import { describe, expect, it } from 'vitest'
import { signUp } from '../test/accounts'
import { createTestApp } from '../test/test-app'

/** A tiny valid PNG (1 x 1). */
const png = Uint8Array.from(
  (
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
    '0000000d4944415478da63fcffff3f0300050001fe0e8a2b3a0000000049454e44ae426082'
  )
    .match(/../g)!
    .map((b) => parseInt(b, 16)),
)

describe('security headers', async () => {
  const development = await createTestApp({ env: 'development' })
  const production = await createTestApp({ env: 'production', publicUrl: 'https://academy.example.com' })

  it("a served picture keeps its own stricter policy (default-src 'none'), not the SPA's", async () => {
    const { client, app } = development
    const account = await signUp(client)
    const form = new FormData()
    form.append('picture', new Blob([png], { type: 'image/png' }))
    const edited = await client.post<{ user: { photo: string } }>('/settings/edit-profile', {
      token: account.token,
      form,
    })
    expect(edited.status).toBe(200)
    const served = await app.request(edited.body.user.photo)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'")
    // The other headers still apply.
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    // Everything else keeps the global policy.
    const health = await app.request('/api/v1/health')
    expect(health.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it('production answers Strict-Transport-Security on every response', async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-such-route', '/media/avatars/nothing.png', '/pricing']) {
      const res = await production.app.request(url)
      expect(res.headers.get('strict-transport-security'), url).toBe('max-age=31536000; includeSubDomains')
    }
  })

  it('development (http://localhost) never sends Strict-Transport-Security', async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-such-route', '/pricing']) {
      const res = await development.app.request(url)
      expect(res.headers.get('strict-transport-security'), url).toBeNull()
    }
  })
})
