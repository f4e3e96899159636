import { and, eq, isNull } from 'drizzle-orm'
import { isValidPhoneNumber } from 'libphonenumber-js/max'
import type { RequestBody } from '../../api/contract'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import type { AppDeps } from '../../http/app-env'
import type { FieldError } from '../../http/errors'
import type { ServerLocale } from '../../i18n/messages'
import { newId } from '../../lib/ids'
import type { Outbox } from '../../messaging/outbox'
import { startTrial } from '../subscriptions/service'
import { checkCode, deliveryTarget, issueCode } from './codes'
import type { GoogleIdentity } from './google'
import { claimAccount, isUniqueViolation } from './ownership'
import { checkPassword, hashPassword, passwordProblems } from './passwords'
import { issueToken, issueTokenForPassword, revokeUserTokens, type UserRow } from './tokens'
import { findUserByEmail } from './users'

/** A new session: the account and its bearer token. */
export interface Session {
  user: UserRow
  token: string
}

export type PasswordSignIn =
  { outcome: 'invalid' } | { outcome: 'activationRequired'; user: UserRow } | ({ outcome: 'signedIn' } & Session)

/** Checks an e-mail and password; a session only for an activated account whose password it is. */
export async function signInWithPassword(db: Db, email: string, password: string): Promise<PasswordSignIn> {
  const user = await findUserByEmail(db, email)
  const right = await checkPassword(user?.passwordHash, password)
  // A session only while the password checked is still the account's (a reset or takeover may have just ended them all).
  const token =
    right && user?.activatedAt && user.passwordHash
      ? await issueTokenForPassword(db, user.id, user.passwordHash)
      : undefined
  if (!user || !right || (user.activatedAt && !token)) return { outcome: 'invalid' }
  if (!user.activatedAt || !token) return { outcome: 'activationRequired', user }
  return { outcome: 'signedIn', user, token }
}

/** The rules of a registration beyond the contract's schema, as field errors. */
export function registrationProblems(body: RequestBody<'register'>, outbox: Outbox): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  if (!isValidPhoneNumber(body.mobile)) errors.mobile = { key: 'fieldMobile' }
  Object.assign(
    errors,
    passwordProblems({ password: body.password, confirmation: body.password_confirmation, email: body.email }),
  )
  if (body.channel === 'whatsapp' && !outbox.canSendWhatsapp) errors.channel = { key: 'whatsappUnavailable' }
  if (!body.accept_terms) errors.accept_terms = { key: 'termsNotAccepted' }
  return errors
}

/**
 * A pending account and its activation code, or, when the address already has an activated account,
 * a notice to its owner (the caller learns nothing: same answer as a new account). Answers the code
 * (null for the notice).
 */
export async function register(
  deps: Pick<AppDeps, 'db' | 'outbox'>,
  body: RequestBody<'register'>,
  context: { locale: ServerLocale; origin: string },
): Promise<string | null> {
  const { db, outbox } = deps
  const passwordHash = await hashPassword(body.password)
  const recipient = body.channel === 'email' ? body.email : body.mobile
  const existing = await findUserByEmail(db, body.email)
  let code: string | null = null
  await db.transaction(async (tx) => {
    if (existing?.activatedAt) {
      await outbox.enqueue(
        {
          userId: existing.id,
          channel: 'email',
          recipient: existing.email,
          template: 'account_exists',
          locale: existing.locale,
          params: { name: existing.firstName, url: context.origin },
        },
        tx,
      )
      return
    }
    const details = {
      firstName: body.first_name,
      lastName: body.last_name,
      mobile: body.mobile,
      passwordHash,
      channel: body.channel,
      locale: context.locale,
    }
    // A pending (never activated) registration is replaced by the newest one; only the owner of the address can activate it.
    const [user] = existing
      ? await tx
          .update(users)
          .set({ ...details, updatedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning()
      : await tx
          .insert(users)
          .values({ id: newId('usr'), email: body.email, authProvider: 'password', ...details })
          .returning()
    code = await issueCode(
      deps,
      {
        user: user!,
        purpose: 'activation',
        target: deliveryTarget(body.channel, recipient),
        channel: body.channel,
        recipient,
        locale: context.locale,
      },
      tx,
    )
  })
  outbox.kick()
  return code
}

/**
 * Activates a pending account with its code and signs it in; null for an unknown e-mail, an
 * activated account and a wrong code alike. The check and the change are one statement (a takeover
 * or a second activation that got there first wins). Only a code that went to the e-mail proves it.
 */
export async function activateAccount(
  deps: Pick<AppDeps, 'db' | 'config'>,
  email: string,
  code: string,
): Promise<Session | null> {
  const { db, config } = deps
  const user = await findUserByEmail(db, email)
  if (!user || user.activatedAt) return null
  const used = await checkCode(db, { userId: user.id, purpose: 'activation', code, consume: true })
  if (!used) return null
  const emailProven = used.target === deliveryTarget('email', user.email)
  return db.transaction(async (tx) => {
    const now = new Date()
    const [row] = await tx
      .update(users)
      .set({ activatedAt: now, ...(emailProven ? { emailVerifiedAt: now } : {}), updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.activatedAt)))
      .returning()
    if (!row) return null
    await startTrial(tx, row.id, config.trialDays, now)
    return { user: row, token: await issueToken(tx, row.id) }
  })
}

/** A new activation code for a pending account (by its channel while that still works); null otherwise. */
export async function resendActivationCode(
  deps: Pick<AppDeps, 'db' | 'outbox'>,
  email: string,
  locale: ServerLocale,
): Promise<string | null> {
  const { db, outbox } = deps
  const user = await findUserByEmail(db, email)
  if (!user || user.activatedAt) return null
  const channel = user.channel === 'whatsapp' && user.mobile && outbox.canSendWhatsapp ? 'whatsapp' : 'email'
  const recipient = channel === 'email' ? user.email : user.mobile!
  const code = await issueCode(deps, {
    user,
    purpose: 'activation',
    target: deliveryTarget(channel, recipient),
    channel,
    recipient,
    locale,
  })
  outbox.kick()
  return code
}

/** Signs a verified Google identity in: its account, an account with its e-mail, or a new one. */
export async function signInWithGoogle(
  deps: Pick<AppDeps, 'db' | 'config'>,
  identity: GoogleIdentity,
  locale: ServerLocale,
): Promise<Session> {
  const { db, config } = deps
  const signIn = () =>
    db.transaction(async (tx) => {
      const now = new Date()
      const [bySubject] = await tx.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1)
      if (bySubject) return { user: bySubject, token: await issueToken(tx, bySubject.id) }
      const [byEmail] = await tx.select().from(users).where(eq(users.email, identity.email)).limit(1).for('update')
      let user: UserRow | undefined
      if (byEmail?.emailVerifiedAt) {
        // The e-mail was proven, and with it the password chosen with it: the account gains the Google
        // identity, and every session it had ends.
        ;[user] = await tx
          .update(users)
          .set({
            googleSubject: identity.subject,
            activatedAt: byEmail.activatedAt ?? now,
            photo: byEmail.photo ?? identity.picture,
            updatedAt: now,
          })
          .where(eq(users.id, byEmail.id))
          .returning()
        await revokeUserTokens(tx, byEmail.id)
      } else if (byEmail) {
        // Never proven (a pending registration, or one activated by the messaging app): Google proves
        // the address, so its owner takes the account over from whoever registered it.
        user = await claimAccount(
          tx,
          byEmail,
          { googleSubject: identity.subject, photo: byEmail.photo ?? identity.picture },
          now,
        )
      } else {
        ;[user] = await tx
          .insert(users)
          .values({
            id: newId('usr'),
            firstName: identity.firstName,
            lastName: identity.lastName,
            email: identity.email,
            authProvider: 'google',
            googleSubject: identity.subject,
            photo: identity.picture,
            locale,
            activatedAt: now,
            emailVerifiedAt: now,
          })
          .returning()
      }
      await startTrial(tx, user!.id, config.trialDays, now)
      return { user: user!, token: await issueToken(tx, user!.id) }
    })
  // Two first sign-ins of one identity at once: the second finds the account the first created.
  return signIn().catch((error: unknown) => (isUniqueViolation(error) ? signIn() : Promise.reject(error)))
}
