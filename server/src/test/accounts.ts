import { desc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../db/client'
import { outboxMessages } from '../db/schema'
import type { TestClient } from './test-app'

let counter = 0

/** A valid registration body with a fresh e-mail. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Layla',
  last_name: 'Hassan',
  email: `learner${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  mobile: '+201001234567',
  password: 'Blue-Harbor-71',
  password_confirmation: 'Blue-Harbor-71',
  accept_terms: true,
  channel: 'email',
  ...overrides,
})

/** The last code sent to a recipient, read from the outbox (production mode never echoes codes). */
export async function lastCodeSentTo(db: Db, recipient: string): Promise<string> {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1)
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1]
  expect(code, `no code sent to ${recipient}`).toBeDefined()
  return code!
}

/**
 * Registers and activates through the API, with the code from the register
 * answer, or from the outbox when a database is given (production mode).
 */
export async function signUp(client: TestClient, overrides: Record<string, unknown> = {}, db?: Db) {
  const body = registration(overrides)
  const registered = await client.post<{ verification_code: string | null }>('/register', { body })
  expect(registered.status).toBe(201)
  const code = registered.body.verification_code ?? (db ? await lastCodeSentTo(db, body.email) : '')
  const activated = await client.post<{ user: { token: string; id: string } }>('/activate', {
    body: { email: body.email, code },
  })
  expect(activated.status).toBe(200)
  return { ...body, id: activated.body.user.id, token: activated.body.user.token }
}
