import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { pickEncoding, type ContentEncoding } from './compression'

/** A hashed asset as the build wrote it: its bytes, and the compressed copies written beside it. */
interface Asset {
  type: string
  lastModified: string
  plain: Uint8Array<ArrayBuffer>
  copies: Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>
}

/** A name the build gives an asset (`index-AbC123.js`, `inter-latin-….woff2`): no folder, no dot file. */
const ASSET_NAME = /^[\w-][\w.-]*$/
const COPY_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' }

async function readAsset(file: string): Promise<Asset | null> {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  const read = (suffix: string) => readFile(file + suffix).catch(() => undefined)
  const [plain, br, gzip] = await Promise.all([read(''), read(COPY_SUFFIX.br), read(COPY_SUFFIX.gzip)])
  if (!plain) return null
  const copies: Asset['copies'] = {}
  if (br) copies.br = br
  if (gzip) copies.gzip = gzip
  return {
    type: getMimeType(file) ?? 'application/octet-stream',
    lastModified: info.mtime.toUTCString(),
    plain,
    copies,
  }
}

/**
 * Issue 15: the build's hashed assets (`/assets/<name>`), answered from memory. A name never
 * changes its bytes, so each asset is read once, with its brotli and gzip copies (written by
 * `scripts/precompress.mjs`), the first time it is asked for. After that an answer is a lookup and
 * one write, where the file server stats, opens and streams the file for each request. `/home` asks
 * for about a hundred assets as it loads, and the server shares its cores with the learner's
 * browser in development and in the benchmark. Only files found in the folder are kept (the build's
 * few megabytes at most); a name not found is not remembered, so a file added later is found. A
 * `Range` request, and a path that is not a plain name, go on to the file server.
 */
export function hashedAssets(assetsDir: string): MiddlewareHandler {
  const loaded = new Map<string, Asset>()
  return async (c, next) => {
    const name = c.req.path.slice('/assets/'.length)
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.header('Range') || !ASSET_NAME.test(name))
      return next()
    let asset = loaded.get(name)
    if (!asset) {
      const read = await readAsset(path.join(assetsDir, name))
      if (!read) return next()
      loaded.set(name, read)
      asset = read
    }
    // `copies` holds only the copies the build wrote.
    const encoding = pickEncoding(c.req.header('Accept-Encoding'), Object.keys(asset.copies) as ContentEncoding[])
    const body = encoding ? asset.copies[encoding]! : asset.plain
    const headers: Record<string, string> = {
      'Content-Type': asset.type,
      'Content-Length': String(body.length),
      'Last-Modified': asset.lastModified,
      // Every answer may differ with the encoding, so a cache keeps the copies apart.
      Vary: 'Accept-Encoding',
    }
    if (encoding) headers['Content-Encoding'] = encoding
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(body, 200, headers)
  }
}
