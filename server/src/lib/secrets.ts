import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { codes, tokens } from '../domain/constants'

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** A bearer token: 256 random bits, base64url. Only its hash is stored. */
export const newToken = () => randomBytes(tokens.bytes).toString('base64url')

/** A code of `codes.digits` uniformly random digits (leading zeros kept). */
export const newCode = () => Array.from({ length: codes.digits }, () => randomInt(0, 10)).join('')

/** Codes are hashed with their row id, so equal codes never share a hash. */
export const hashCode = (rowId: string, code: string) => sha256(`${rowId}:${code}`)

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
