import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createRouter } from '../../http/app-env'
import { avatarsDir } from './avatars'

const types: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

/** Uploaded pictures: random file names, so they are cached for good and never guessed. */
export const mediaPages = createRouter().get('/media/avatars/:file', async (c) => {
  const match = /^[A-Za-z0-9_-]+\.(jpg|png|webp)$/.exec(c.req.param('file'))
  if (!match) return c.notFound()
  try {
    const bytes = await readFile(path.join(avatarsDir(c.get('deps').config), match[0]))
    return c.body(bytes, 200, {
      'Content-Type': types[match[1]!]!,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
    })
  } catch {
    return c.notFound()
  }
})
