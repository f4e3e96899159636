import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users, verificationCodes } from '../../db/schema'
import { codes } from '../../domain/constants'
import { registration } from '../../test/accounts'
import { createTestApp } from '../../test/test-app'
import { checkCode } from './codes'

const { client, db } = await createTestApp()

const codeOf = (email: string) =>
  db
    .select({ id: verificationCodes.id, userId: verificationCodes.userId })
    .from(verificationCodes)
    .innerJoin(users, eq(users.id, verificationCodes.userId))
    .where(eq(users.email, email))

describe('code attempts under concurrency', () => {
  it('guesses sent at once count against the limit: no more than maxAttempts are ever tried', async () => {
    const body = registration()
    const registered = await client.post<{ verification_code: string }>('/register', { body })
    expect(registered.status).toBe(201)
    const [row] = await codeOf(body.email)
    const wrong = registered.body.verification_code === '000000' ? '111111' : '000000'
    const tries = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkCode(db, { userId: row!.userId, purpose: 'activation', code: wrong, consume: false }),
      ),
    )
    expect(tries.every((result) => result === false)).toBe(true)
    const [after] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, row!.id))
    expect(after!.attempts).toBe(codes.maxAttempts)
    // The limit is reached: even the right code no longer works.
    expect(
      await checkCode(db, {
        userId: row!.userId,
        purpose: 'activation',
        code: registered.body.verification_code,
        consume: false,
      }),
    ).toBe(false)
  })

  it('a right code does not use up an attempt', async () => {
    const body = registration()
    const registered = await client.post<{ verification_code: string }>('/register', { body })
    const [row] = await codeOf(body.email)
    const right = { userId: row!.userId, purpose: 'activation' as const, code: registered.body.verification_code }
    for (let i = 0; i < codes.maxAttempts + 2; i++)
      expect(await checkCode(db, { ...right, consume: false })).not.toBe(false)
    const [after] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, row!.id))
    expect(after!.attempts).toBe(0)
  })
})
