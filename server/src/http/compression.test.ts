import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app'
import { COMPRESS_MIN_BYTES, pickEncoding } from './compression'

describe('Accept-Encoding negotiation', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['BR', 'br'],
  ] as const)('%j → %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })
})

describe('compressed API answers (issue 15)', async () => {
  const { app } = await createTestApp()
  // The catalog is public and well over the threshold; health is small.
  const plain = await app.request('/api/v1/catalog')
  const plainText = await plain.text()
  expect(plainText.length).toBeGreaterThan(COMPRESS_MIN_BYTES)

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'a JSON answer over the threshold comes %s-encoded, the same JSON once decoded',
    async (encoding, decode) => {
      const res = await app.request('/api/v1/catalog', { headers: { 'Accept-Encoding': encoding } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      const body = Buffer.from(await res.arrayBuffer())
      expect(Number(res.headers.get('content-length'))).toBe(body.length)
      expect(body.length).toBeLessThan(plainText.length)
      expect(JSON.parse(decode(body).toString())).toEqual(JSON.parse(plainText))
    },
  )

  it('a small answer, or a client that accepts no encoding, gets the plain bytes', async () => {
    const small = await app.request('/api/v1/health', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(small.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(((await small.json()) as { status: string }).status).toBe('ok')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i)
  })

  it('a problem answer keeps its status and headers when compressed', async () => {
    const res = await app.request('/api/v1/quizzes/qz_nope', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.status).toBe(401)
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
