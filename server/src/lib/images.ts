/** Picture types accepted for avatars, recognised from their bytes (never from the name or the declared type). */
export type PictureType = 'jpeg' | 'png' | 'webp'

export function sniffPicture(bytes: Uint8Array): PictureType | undefined {
  const at = (i: number) => bytes[i]
  if (bytes.length > 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length > 8 && png.every((b, i) => at(i) === b)) return 'png'
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  return undefined
}

/**
 * Drops metadata a learner may not mean to publish (EXIF with GPS position,
 * XMP, IPTC, comments) from JPEG and PNG files; image data is untouched.
 * A file that does not parse cleanly is returned unchanged.
 */
export function stripMetadata(bytes: Uint8Array, type: PictureType): Uint8Array {
  try {
    if (type === 'jpeg') return stripJpeg(bytes)
    if (type === 'png') return stripPng(bytes)
  } catch {
    // keep the original
  }
  return bytes
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)]
  let i = 2
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) throw new Error('bad marker')
    const marker = bytes[i + 1]!
    if (marker === 0xda) {
      kept.push(bytes.subarray(i)) // start of scan: the rest is image data
      return concat(kept)
    }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!
    const end = i + 2 + length
    if (end > bytes.length) throw new Error('truncated')
    // APP1 (EXIF/XMP), APP13 (IPTC), COM: dropped. APP0 (JFIF), APP2 (ICC), APP14 (Adobe) and the rest: kept.
    if (!(marker === 0xe1 || marker === 0xed || marker === 0xfe)) kept.push(bytes.subarray(i, end))
    i = end
  }
  throw new Error('no image data')
}

function stripPng(bytes: Uint8Array): Uint8Array {
  const dropped = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME'])
  const kept: Uint8Array[] = [bytes.subarray(0, 8)]
  let i = 8
  while (i + 12 <= bytes.length) {
    const length = ((bytes[i]! << 24) >>> 0) + (bytes[i + 1]! << 16) + (bytes[i + 2]! << 8) + bytes[i + 3]!
    const type = String.fromCharCode(...bytes.subarray(i + 4, i + 8))
    const end = i + 12 + length
    if (end > bytes.length) throw new Error('truncated')
    if (!dropped.has(type)) kept.push(bytes.subarray(i, end))
    i = end
    if (type === 'IEND') return concat(kept)
  }
  throw new Error('no IEND')
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
