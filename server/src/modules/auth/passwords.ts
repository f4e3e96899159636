import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'
import { passwords } from '../../domain/constants'
import type { FieldError } from '../../http/errors'

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2
const options = { algorithm: ARGON2ID, ...passwords.argon2 }

export const hashPassword = (password: string) => hash(password, options)

/** A fixed hash to verify against when the account does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | undefined
const dummy = () => (dummyHash ??= hash('not-a-real-password-for-timing', options))

/** Verifies a password; with no stored hash it still spends the same time and answers false. */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummy(), password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}

/** About 49,000 of the most common passwords (zxcvbn's list, lower-cased), refused at every password choice. */
const common = new Set<string>(dictionary.passwords.map((word: string) => word.toLowerCase()))

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  return common.has(lower) || common.has(lower.replace(/[0-9!@#$%^&*.?_-]+$/, ''))
}

/**
 * The rules beyond the contract's 8-128 characters (NIST SP 800-63B: length
 * and a blocklist, no composition rules): not a common password, not the
 * e-mail, and the confirmation must match.
 */
export function passwordProblems(input: {
  password: string
  confirmation: string
  email?: string | undefined
}): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  if (isCommonPassword(input.password)) errors.password = { key: 'passwordCommon' }
  else if (input.email && input.password.trim().toLowerCase() === input.email.toLowerCase())
    errors.password = { key: 'passwordIsEmail' }
  if (input.password !== input.confirmation) errors.password_confirmation = { key: 'passwordConfirmation' }
  return errors
}
