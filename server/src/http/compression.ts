import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

/** Answers smaller than this gain nothing worth a compression pass. */
export const COMPRESS_MIN_BYTES = 1024
/** The dynamic answers worth compressing: the API's JSON and problems, the server's HTML pages. */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/html)\b/i
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type ContentEncoding = 'br' | 'gzip'

const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip']

/**
 * The encoding to answer with for an `Accept-Encoding` header, among those `available`: brotli,
 * then gzip, each unless refused with `q=0` (a `*` stands for any encoding not named). Null: the
 * plain bytes.
 */
export function pickEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[] = ENCODINGS,
): ContentEncoding | null {
  if (!header) return null
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const wildcard = weights.get('*') ?? 0
  for (const encoding of ENCODINGS) {
    if (available.includes(encoding) && (weights.get(encoding) ?? wildcard) > 0) return encoding
  }
  return null
}

/** Adds `Accept-Encoding` to a response's `Vary` unless it is there. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary')
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/**
 * Compresses the server's dynamic answers (API JSON, HTML pages) of at least
 * `COMPRESS_MIN_BYTES` for a client that accepts brotli or gzip. Static files come
 * precompressed from the build (`spa.ts`); anything already encoded is left alone.
 * Brotli at quality 5: most of its gain at a few milliseconds for the answers this API sends.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return
    const headers = new Headers(res.headers)
    varyOnEncoding(headers)
    const encoding = pickEncoding(c.req.header('Accept-Encoding'))
    const body = Buffer.from(await res.arrayBuffer())
    let sent: Buffer = body
    if (encoding && body.length >= COMPRESS_MIN_BYTES) {
      sent =
        encoding === 'br'
          ? await brotliAsync(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : await gzipAsync(body, { level: 6 })
      headers.set('Content-Encoding', encoding)
    }
    headers.set('Content-Length', String(sent.length))
    c.res = undefined
    c.res = new Response(new Uint8Array(sent), { status: res.status, statusText: res.statusText, headers })
  }
}
