// Precompressed copies (issue 15): after `vite build`, a brotli (`.br`, quality 11) and a gzip
// (`.gz`, level 9) copy of every compressible file of the output, which the server sends to a
// client that accepts them (server/src/http/spa.ts). Images and WOFF2 fonts are compressed
// already. A copy is kept only when it is smaller than the file (the entry script, a 0.7 KiB
// module that imports the first screen's chunk, still goes from 696 to about 400 bytes).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
export const PRECOMPRESSED = /\.(?:js|mjs|css|html|json|svg|txt|map|ttf|otf)$/i

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(file)
    else yield file
  }
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir`; returns how many. */
export async function precompress(dir) {
  let count = 0
  for await (const file of filesUnder(dir)) {
    if (!PRECOMPRESSED.test(file)) continue
    const bytes = await readFile(file)
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      gzipAsync(bytes, { level: 9 }),
    ])
    const smaller = [
      [`${file}.br`, br],
      [`${file}.gz`, gz],
    ].filter(([, copy]) => copy.length < bytes.length)
    await Promise.all(smaller.map(([name, copy]) => writeFile(name, copy)))
    if (smaller.length) count++
  }
  return count
}

/** The Vite plugin: precompresses the SPA's output (`dist`) once the bundle is written. */
export function precompressPlugin() {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      // Storybook builds with this config too; only the app's own output is served compressed.
      if (path.basename(outDir) !== 'dist') return
      await precompress(outDir)
    },
  }
}
