import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app'

describe('the built SPA: version.json (spec: a new app version is detected by polling)', async () => {
  const spaDir = await mkdtemp(path.join(os.tmpdir(), 'exam-prep-spa-'))
  const versionFile = path.join(spaDir, 'version.json')
  await writeFile(
    path.join(spaDir, 'index.html'),
    '<!doctype html><title>Exam Prep Academy</title><div id="root"></div>',
  )
  const { app } = await createTestApp({ spaDir })
  afterAll(() => rm(spaDir, { recursive: true, force: true }))

  it('answers the build id, never cached, whatever the timestamp query', async () => {
    const version = { id: 'abc1234-2026-11-22T12:00:00.000Z', built_at: '2026-11-22T12:00:00.000Z' }
    await writeFile(versionFile, JSON.stringify(version))
    const res = await app.request(`/version.json?t=${Date.now()}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual(version)
  })

  it('is a 404, not the SPA page, when the build has none', async () => {
    await rm(versionFile, { force: true })
    const res = await app.request('/version.json?t=1')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).not.toContain('<!doctype html>')
  })

  it('still answers the SPA page for the app routes', async () => {
    const res = await app.request('/practice')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain('<div id="root">')
  })
})

describe('the built SPA: hashed assets', async () => {
  const spaDir = await mkdtemp(path.join(os.tmpdir(), 'exam-prep-spa-'))
  await writeFile(
    path.join(spaDir, 'index.html'),
    '<!doctype html><title>Exam Prep Academy</title><div id="root"></div>',
  )
  await mkdir(path.join(spaDir, 'assets'))
  await writeFile(path.join(spaDir, 'assets', 'index-AbC123.js'), 'console.log("app")')
  const { app } = await createTestApp({ spaDir })
  afterAll(() => rm(spaDir, { recursive: true, force: true }))

  it('serves an existing asset, cached as immutable for a year', async () => {
    const res = await app.request('/assets/index-AbC123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await res.text()).toBe('console.log("app")')
  })

  it('keeps an asset once read: the same bytes after its file is gone (an open tab after a deploy)', async () => {
    await writeFile(path.join(spaDir, 'assets', 'chunk-Kept1.js'), 'export const kept = 1')
    expect(await (await app.request('/assets/chunk-Kept1.js')).text()).toBe('export const kept = 1')
    await rm(path.join(spaDir, 'assets', 'chunk-Kept1.js'))
    const res = await app.request('/assets/chunk-Kept1.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    expect(await res.text()).toBe('export const kept = 1')
  })

  it('answers HEAD with the length and no body, and a byte range with the part asked for', async () => {
    const head = await app.request('/assets/index-AbC123.js', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String('console.log("app")'.length))
    expect(await head.text()).toBe('')
    const part = await app.request('/assets/index-AbC123.js', { headers: { Range: 'bytes=0-6' } })
    expect(part.status).toBe(206)
    expect(await part.text()).toBe('console')
  })

  it('answers a missing asset with a short plain 404, never cached (not the SPA page, not immutable)', async () => {
    for (const missing of ['/assets/index-OldHash.js', '/assets/nested/chunk-Gone.css', '/assets/'])
      for (const method of ['GET', 'HEAD']) {
        const res = await app.request(missing, { method })
        expect(res.status, `${method} ${missing}`).toBe(404)
        expect(res.headers.get('cache-control')).toBe('no-store')
        expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
        const body = await res.text()
        expect(body).not.toContain('<')
        expect(body.length).toBeLessThan(100)
      }
  })
})

describe('the built SPA: compressed copies (issue 15)', async () => {
  const spaDir = await mkdtemp(path.join(os.tmpdir(), 'exam-prep-spa-'))
  await writeFile(path.join(spaDir, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>')
  await mkdir(path.join(spaDir, 'assets'))
  const script = `console.log(${JSON.stringify('a learner answers '.repeat(200))})`
  await writeFile(path.join(spaDir, 'assets', 'entry-Zx9.js'), script)
  // Too small for either copy to be smaller than it.
  await writeFile(path.join(spaDir, 'assets', 'tiny-Ab1.js'), 'x')
  // The build writes a copy beside each file wherever it is smaller (scripts/precompress.mjs): both
  // for the script, brotli only for the 52-byte page (39 bytes; gzip's header makes it 67), none
  // for the one-byte script.
  const { precompress } = await import('../../../scripts/precompress.mjs')
  expect(await precompress(spaDir)).toBe(2)
  expect(existsSync(path.join(spaDir, 'index.html.br'))).toBe(true)
  expect(existsSync(path.join(spaDir, 'index.html.gz'))).toBe(false)
  expect(existsSync(path.join(spaDir, 'assets', 'tiny-Ab1.js.br'))).toBe(false)
  expect(existsSync(path.join(spaDir, 'assets', 'tiny-Ab1.js.gz'))).toBe(false)
  const { app } = await createTestApp({ spaDir })
  afterAll(() => rm(spaDir, { recursive: true, force: true }))

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'Accept-Encoding %j gets the %s copy, immutable, varying on the encoding',
    async (accept, encoding, decode) => {
      const res = await app.request('/assets/entry-Zx9.js', { headers: { 'Accept-Encoding': accept } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(res.headers.get('content-type')).toMatch(/javascript/)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const body = Buffer.from(await res.arrayBuffer())
      expect(body.length).toBeLessThan(script.length / 4)
      expect(decode(body).toString()).toBe(script)
    },
  )

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
  ] as const)('Accept-Encoding %j gets the %s copy (weights read as written)', async (accept, encoding) => {
    const res = await app.request('/assets/entry-Zx9.js', { headers: { 'Accept-Encoding': accept } })
    expect(res.headers.get('content-encoding')).toBe(encoding)
  })

  it('answers a file with no copies plainly, whatever the browser accepts', async () => {
    const res = await app.request('/assets/tiny-Ab1.js', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(await res.text()).toBe('x')
  })

  it.each([undefined, 'identity', 'zstd-unknown', 'br;q=0, gzip;q=0'])(
    'Accept-Encoding %j gets the plain file',
    async (accept) => {
      const res = await app.request('/assets/entry-Zx9.js', accept ? { headers: { 'Accept-Encoding': accept } } : {})
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBeNull()
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(await res.text()).toBe(script)
    },
  )
})

describe('the built SPA: prerendered first screens (issue 15)', async () => {
  const spaDir = await mkdtemp(path.join(os.tmpdir(), 'exam-prep-spa-'))
  await writeFile(path.join(spaDir, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><div id="root"></div>')
  const folder = path.join(spaDir, 'prerendered')
  const pages = { '/': { name: 'login', signedIn: false }, '/home': { name: 'home', signedIn: true } }
  for (const locale of ['en', 'ar']) {
    await mkdir(path.join(folder, locale), { recursive: true })
    for (const name of ['index', 'login', 'home'])
      await writeFile(path.join(folder, locale, `${name}.html`), `<html lang="${locale}">${name}`)
  }
  await writeFile(path.join(folder, 'pages.json'), JSON.stringify(pages))
  const { app } = await createTestApp({ spaDir })
  afterAll(() => rm(spaDir, { recursive: true, force: true }))

  const documentFor = async (url: string, cookie = '') => {
    const res = await app.request(url, { headers: cookie ? { Cookie: cookie } : {} })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('vary')).toMatch(/Cookie/)
    return res.text()
  }

  it('answers a visitor without a token with the public page, in English unless the cookie says Arabic', async () => {
    expect(await documentFor('/')).toBe('<html lang="en">login')
    expect(await documentFor('/', 'i18n_redirected=ar')).toBe('<html lang="ar">login')
    expect(await documentFor('/', 'i18n_redirected=fr')).toBe('<html lang="en">login')
  })

  it('answers a signed-in learner with the layout frame of a signed-in page', async () => {
    expect(await documentFor('/home', 'token=t; i18n_redirected=ar')).toBe('<html lang="ar">home')
    expect(await documentFor('/home', 'token=t')).toBe('<html lang="en">home')
  })

  it('marks the signed-in frame to keep the banner’s room when the last page showed one, and only then', async () => {
    expect(await documentFor('/home', 'token=t; banner=1; i18n_redirected=ar')).toBe('<html data-banner lang="ar">home')
    expect(await documentFor('/home', 'token=t; banner=0')).toBe('<html lang="en">home')
    expect(await documentFor('/home', 'token=t; banner=<script>')).toBe('<html lang="en">home')
    // No banner room where no signed-in frame is sent: a public page, the empty document.
    expect(await documentFor('/', 'banner=1')).toBe('<html lang="en">login')
    expect(await documentFor('/home', 'banner=1')).toBe('<html lang="en">index')
    expect(await documentFor('/evaluate/quiz/qz_1', 'token=t; banner=1')).toBe('<html lang="en">index')
  })

  it('answers the empty document in the right language where the first render would differ', async () => {
    // The SPA sends these on (the access guard): a prerendered screen would not match its first render.
    expect(await documentFor('/', 'token=t; i18n_redirected=ar')).toBe('<html lang="ar">index')
    expect(await documentFor('/home')).toBe('<html lang="en">index')
    // Pages it does not prerender, and unknown paths (the SPA's 404 page).
    expect(await documentFor('/evaluate/quiz/qz_1', 'token=t; i18n_redirected=ar')).toBe('<html lang="ar">index')
    expect(await documentFor('/no-such-page')).toBe('<html lang="en">index')
    expect(await documentFor('/constructor')).toBe('<html lang="en">index')
    // A query string the page reads (`/signup?email=…`, `/help?article=…`) changes its first render.
    expect(await documentFor('/signup?email=maya%40example.com')).toBe('<html lang="en">index')
    expect(await documentFor('/?next=1', 'i18n_redirected=ar')).toBe('<html lang="ar">index')
  })
})

describe('the built SPA: a public form sent before its code ran (issue 15)', async () => {
  const spaDir = await mkdtemp(path.join(os.tmpdir(), 'exam-prep-spa-'))
  await writeFile(path.join(spaDir, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>')
  const { app } = await createTestApp({ spaDir })
  afterAll(() => rm(spaDir, { recursive: true, force: true }))

  it('answers a POST on a page with 303 to the same page by GET, never echoing the form', async () => {
    for (const page of ['/', '/signup', '/forgot-password']) {
      const res = await app.request(page, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=learner%40example.com&password=Secret-Passw0rd',
      })
      expect(res.status, page).toBe(303)
      expect(res.headers.get('location')).toBe(page)
      expect(await res.text()).not.toContain('Secret-Passw0rd')
    }
  })

  it('leaves API requests to the API (an unknown one is still its JSON 404)', async () => {
    const res = await app.request('/api/v1/no-such-endpoint', { method: 'POST' })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/json/)
  })
})
