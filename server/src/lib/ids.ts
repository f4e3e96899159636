import { randomBytes } from 'node:crypto'

/** Opaque random ids (`usr_…`, `pay_…`): 96 random bits, never sequential (DESIGN §2). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`
}
