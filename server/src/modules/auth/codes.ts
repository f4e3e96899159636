import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { AppDeps } from '../../http/app-env'
import type { Db } from '../../db/client'
import { verificationCodes } from '../../db/schema'
import { codes } from '../../domain/constants'
import { newId } from '../../lib/ids'
import { hashCode, newCode, safeEqual } from '../../lib/secrets'
import type { ServerLocale } from '../../i18n/messages'
import type { UserRow } from './tokens'

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose']

const templateOf = { activation: 'activation', password_reset: 'password_reset', email_change: 'email_change' } as const

/**
 * The `target` of activation and password-reset codes: where the code went (`email:<address>` or
 * `whatsapp:<number>`), so using it tells whether it proved the e-mail or only the phone. (E-mail
 * change codes keep the new address as their target: verify-email matches it.)
 */
export const deliveryTarget = (channel: 'email' | 'whatsapp', recipient: string) => `${channel}:${recipient}`

/**
 * A new single-use code for `purpose`: earlier codes of the same purpose die,
 * the new one lives `codes.lifetimeMs` and is stored hashed; the message goes
 * to the outbox (unless `deliver` is false: a decoy that answers like a real
 * request and can never be used). Returns the code (echoed outside production only).
 */
export async function issueCode(
  deps: Pick<AppDeps, 'db' | 'outbox'>,
  input: {
    user: UserRow
    purpose: CodePurpose
    target: string
    channel: 'email' | 'whatsapp'
    recipient: string
    locale: ServerLocale
    /** A page of the app where the code is entered (`{url}` in the message). */
    link?: string
    /** False: store the code but send it nowhere. */
    deliver?: boolean
  },
  db: Db = deps.db,
): Promise<string> {
  const code = newCode()
  const id = newId('vc')
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.userId, input.user.id), eq(verificationCodes.purpose, input.purpose)))
  await db.insert(verificationCodes).values({
    id,
    userId: input.user.id,
    purpose: input.purpose,
    target: input.target,
    codeHash: hashCode(id, code),
    expiresAt: new Date(Date.now() + codes.lifetimeMs),
  })
  if (input.deliver === false) return code
  await deps.outbox.enqueue(
    {
      userId: input.user.id,
      channel: input.channel,
      recipient: input.recipient,
      template: templateOf[input.purpose],
      locale: input.locale,
      params: {
        name: input.user.firstName,
        code,
        minutes: String(codes.lifetimeMs / 60_000),
        ...(input.link ? { url: input.link } : {}),
      },
    },
    db,
  )
  return code
}

/**
 * Checks a code: the live one of that purpose (and target), not expired, under
 * `codes.maxAttempts` wrong tries (claimed atomically, so concurrent guesses count too). A wrong code counts a try; with `consume`
 * a right one is used up atomically (a second use fails). A right code answers
 * its row's `target` (where it was sent, see `deliveryTarget`); a wrong one false.
 */
export async function checkCode(
  db: Db,
  input: { userId: string; purpose: CodePurpose; code: string; target?: string; consume: boolean },
): Promise<false | { target: string }> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, new Date()),
        lt(verificationCodes.attempts, codes.maxAttempts),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
  if (!row) return false
  // Each try claims one of the code's attempts first, in the statement that checks the count, so
  // guesses sent at once cannot all pass the limit; a right try gives its attempt back.
  const [claimed] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, codes.maxAttempts)))
    .returning({ id: verificationCodes.id })
  if (!claimed) return false
  const right = safeEqual(row.codeHash, hashCode(row.id, input.code)) && (!input.target || row.target === input.target)
  if (!right) return false
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} - 1` })
    .where(eq(verificationCodes.id, row.id))
  if (!input.consume) return { target: row.target }
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ target: verificationCodes.target })
  return used.length === 1 ? { target: used[0]!.target } : false
}
