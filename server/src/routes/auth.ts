import { and, eq, isNull } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { isValidPhoneNumber } from 'libphonenumber-js/max'
import type { ResponseBody } from '../api/contract'
import type { AppEnvBindings } from '../http/app-env'
import { checkCode, deliveryTarget, issueCode } from '../auth/codes'
import { verifyGoogleIdToken } from '../auth/google'
import { requireUser } from '../auth/middleware'
import { checkPassword, hashPassword, passwordProblems } from '../auth/passwords'
import { claimAccount, isUniqueViolation, liftLoginLocks } from '../auth/ownership'
import { issueToken, issueTokenForPassword, revokeToken, revokeUserTokens, type UserRow } from '../auth/tokens'
import { users } from '../db/schema'
import { ApiProblem, invalid, type FieldError } from '../http/errors'
import { localeOf } from '../http/problem'
import { clientAddress, rateLimit } from '../http/rate-limit'
import { jsonBody } from '../http/validation'
import { translate } from '../i18n/messages'
import { newId } from '../lib/ids'
import { responseFloor } from '../lib/timing'
import { startTrial } from '../services/subscriptions'
import { findUserByEmail, userBody } from '../services/users'

type Ctx = Context<AppEnvBindings>

const say = (c: Ctx, key: Parameters<typeof translate>[1]) => translate(localeOf(c), key)
/** Codes are echoed only outside production (contract: `verification_code`). */
const echo = (c: Ctx, code: string | null) => (c.get('deps').config.env === 'production' ? null : code)

/** The answer of every sign-in, with the session's token (issued by the caller, in its transaction). */
function signedIn(c: Ctx, user: UserRow, key: 'loggedIn' | 'activated', token: string) {
  const body: ResponseBody<'login', 200> = {
    status: 'authenticated',
    message: say(c, key),
    user: { ...userBody(user), token },
  }
  return c.json(body, 200)
}

const findByMobile = async (c: Ctx, mobile: string) =>
  (await c.get('deps').db.select().from(users).where(eq(users.mobile, mobile)).limit(2)).find((u) => u.activatedAt)

export const authRoutes = new Hono<AppEnvBindings>()
  .post('/login', async (c) => {
    const body = await jsonBody(c, 'login')
    const floor = responseFloor(c.get('deps').config.enumerationFloorMs)
    // Per address; per account and address (wrong passwords from one place lock only that place out);
    // per account from everywhere, far higher (a distributed attack). A password reset lifts the last two.
    const address = clientAddress(c)
    await rateLimit(c, 'loginPerClient', address)
    await rateLimit(c, 'loginPerAccountAndClient', { group: body.email, member: address })
    await rateLimit(c, 'loginPerAccount', body.email)
    const user = await findUserByEmail(c.get('deps').db, body.email)
    const right = await checkPassword(user?.passwordHash, body.password)
    // A session only while the password checked is still the account's (a reset or takeover may have just ended them all).
    const token =
      right && user?.activatedAt && user.passwordHash
        ? await issueTokenForPassword(c.get('deps').db, user.id, user.passwordHash)
        : undefined
    await floor()
    if (!user || !right || (user.activatedAt && !token))
      throw new ApiProblem(401, 'invalidCredentials', {}, { type: 'urn:exam-prep:problem:invalid-credentials' })
    if (!user.activatedAt || !token) {
      const pending: ResponseBody<'login', 202> = {
        status: 'activation_required',
        message: say(c, 'activationRequired'),
        email: user.email,
      }
      return c.json(pending, 202)
    }
    return signedIn(c, user, 'loggedIn', token)
  })

  .post('/register', async (c) => {
    const { db, outbox } = c.get('deps')
    const body = await jsonBody(c, 'register')
    const errors: Record<string, FieldError> = {}
    if (!isValidPhoneNumber(body.mobile)) errors.mobile = { key: 'fieldMobile' }
    Object.assign(
      errors,
      passwordProblems({ password: body.password, confirmation: body.password_confirmation, email: body.email }),
    )
    if (body.channel === 'whatsapp' && !outbox.canSendWhatsapp) errors.channel = { key: 'whatsappUnavailable' }
    if (!body.accept_terms) errors.accept_terms = { key: 'termsNotAccepted' }
    if (Object.keys(errors).length) throw invalid(errors)

    const floor = responseFloor(c.get('deps').config.enumerationFloorMs)
    await rateLimit(c, 'registerPerClient', clientAddress(c))
    await rateLimit(c, 'codeSendPerHour', `email:${body.email}`)
    const locale = localeOf(c)
    const passwordHash = await hashPassword(body.password)
    const recipient = body.channel === 'email' ? body.email : body.mobile
    const existing = await findUserByEmail(db, body.email)
    let code: string | null = null
    await db.transaction(async (tx) => {
      if (existing?.activatedAt) {
        // The owner is told; the caller learns nothing (same answer as a new account).
        await outbox.enqueue(
          {
            userId: existing.id,
            channel: 'email',
            recipient: existing.email,
            template: 'account_exists',
            locale: existing.locale,
            params: { name: existing.firstName, url: c.get('deps').config.publicUrl ?? new URL(c.req.url).origin },
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
        locale,
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
        c.get('deps'),
        {
          user: user!,
          purpose: 'activation',
          target: deliveryTarget(body.channel, recipient),
          channel: body.channel,
          recipient,
          locale,
        },
        tx,
      )
    })
    outbox.kick()
    await floor()
    const response: ResponseBody<'register', 201> = {
      status: 'activation_required',
      message: say(c, body.channel === 'email' ? 'registeredEmail' : 'registeredWhatsapp'),
      email: body.email,
      channel: body.channel,
      verification_code: echo(c, code),
    }
    return c.json(response, 201)
  })

  .post('/activate', async (c) => {
    const { db, config } = c.get('deps')
    const body = await jsonBody(c, 'activateAccount')
    const floor = responseFloor(config.enumerationFloorMs)
    await rateLimit(c, 'codeVerifyPerAccount', `email:${body.email}`)
    const user = await findUserByEmail(db, body.email)
    // An unknown e-mail, an activated account and a wrong code all get the same answer, in the same time.
    const used =
      user &&
      !user.activatedAt &&
      (await checkCode(db, { userId: user.id, purpose: 'activation', code: body.code, consume: true }))
    const session = user && used ? await activate(c, user, used.target === deliveryTarget('email', user.email)) : null
    await floor()
    if (!session) throw invalid({ code: { key: 'codeInvalid' } })
    return signedIn(c, session.user, 'activated', session.token)
  })

  .post('/resend-code', async (c) => {
    const { db, outbox } = c.get('deps')
    const body = await jsonBody(c, 'resendActivationCode')
    await rateLimit(c, 'codeSendPerMinute', `email:${body.email}`)
    await rateLimit(c, 'codeSendPerHour', `email:${body.email}`)
    const user = await findUserByEmail(db, body.email)
    let code: string | null = null
    if (user && !user.activatedAt) {
      const channel = user.channel === 'whatsapp' && user.mobile && outbox.canSendWhatsapp ? 'whatsapp' : 'email'
      const recipient = channel === 'email' ? user.email : user.mobile!
      code = await issueCode(c.get('deps'), {
        user,
        purpose: 'activation',
        target: deliveryTarget(channel, recipient),
        channel,
        recipient,
        locale: localeOf(c),
      })
      outbox.kick()
    }
    const response: ResponseBody<'resendActivationCode', 200> = {
      message: say(c, 'activationCodeSent'),
      verification_code: echo(c, code),
    }
    return c.json(response, 200)
  })

  .post('/auth/google', async (c) => {
    const { db, config } = c.get('deps')
    if (!config.googleClientId) throw new ApiProblem(403, 'googleDisabled')
    const body = await jsonBody(c, 'signInWithGoogle')
    await rateLimit(c, 'googlePerClient', clientAddress(c))
    const identity = await verifyGoogleIdToken(config, body.id_token)
    if (!identity) throw new ApiProblem(401, 'googleInvalid', {}, { type: 'urn:exam-prep:problem:invalid-credentials' })
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
              locale: localeOf(c),
              activatedAt: now,
              emailVerifiedAt: now,
            })
            .returning()
        }
        await startTrial(tx, user!.id, config.trialDays, now)
        return { user: user!, token: await issueToken(tx, user!.id) }
      })
    // Two first sign-ins of one identity at once: the second finds the account the first created.
    const session = await signIn().catch((error: unknown) =>
      isUniqueViolation(error) ? signIn() : Promise.reject(error),
    )
    return signedIn(c, session.user, 'loggedIn', session.token)
  })

  .post('/password-reset/request', (c) => sendResetCode(c, 'resetCodeSent'))
  .post('/password-reset/resend-code', (c) => sendResetCode(c, 'resetCodeResent'))

  .post('/password-reset/verify', async (c) => {
    const body = await jsonBody(c, 'verifyPasswordResetCode')
    const floor = responseFloor(c.get('deps').config.enumerationFloorMs)
    const user = await resetAccount(c, body)
    const right =
      user &&
      (await checkCode(c.get('deps').db, {
        userId: user.id,
        purpose: 'password_reset',
        code: body.code,
        consume: false,
      }))
    await floor()
    if (!right) throw invalid({ code: { key: 'codeInvalid' } })
    return c.json({ message: say(c, 'resetCodeVerified') } satisfies ResponseBody<'verifyPasswordResetCode', 200>, 200)
  })

  .post('/password-reset/reset', async (c) => {
    const { db, config } = c.get('deps')
    const body = await jsonBody(c, 'resetPassword')
    const floor = responseFloor(config.enumerationFloorMs)
    const problems = passwordProblems({
      password: body.password,
      confirmation: body.password_confirmation,
      email: 'email' in body ? body.email : undefined,
    })
    const user = await resetAccount(c, body)
    const right =
      user && (await checkCode(db, { userId: user.id, purpose: 'password_reset', code: body.code, consume: false }))
    if (!right || Object.keys(problems).length) {
      await floor()
      throw invalid(right ? problems : { code: { key: 'codeInvalid' }, ...problems })
    }
    const passwordHash = await hashPassword(body.password)
    const done = await db.transaction(async (tx) => {
      const used = await checkCode(tx, { userId: user.id, purpose: 'password_reset', code: body.code, consume: true })
      if (!used) return false
      const [row] = await tx.select().from(users).where(eq(users.id, user.id)).limit(1).for('update')
      if (!row?.activatedAt) return false
      const now = new Date()
      if (!row.emailVerifiedAt && used.target === deliveryTarget('email', row.email)) {
        // The code reached the e-mail of an account whose e-mail was never proven: its owner takes it over.
        await claimAccount(tx, row, { passwordHash }, now)
      } else {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.id))
        await revokeUserTokens(tx, row.id)
      }
      await liftLoginLocks(tx, row.email)
      return true
    })
    await floor()
    if (!done) throw invalid({ code: { key: 'codeInvalid' } })
    return c.json({ message: say(c, 'passwordReset') } satisfies ResponseBody<'resetPassword', 200>, 200)
  })

  .post('/logout', requireUser, async (c) => {
    await revokeToken(c.get('deps').db, c.get('tokenId'))
    return c.json({ message: say(c, 'loggedOut') } satisfies ResponseBody<'logout', 200>, 200)
  })

/**
 * Activates a pending account (the check and the change in one statement: a takeover or a second
 * activation that got there first wins) and signs it in. Only a code that went to the e-mail proves it.
 */
async function activate(c: Ctx, user: UserRow, emailProven: boolean) {
  const { db, config } = c.get('deps')
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

/** The account a reset identifier names (rate limited per identifier), if it is an activated one. */
async function resetAccount(c: Ctx, body: { email: string } | { mobile: string }) {
  const identifier = 'email' in body ? `email:${body.email}` : `mobile:${body.mobile}`
  await rateLimit(c, 'codeVerifyPerAccount', identifier)
  const { db } = c.get('deps')
  const user = 'email' in body ? await findUserByEmail(db, body.email) : await findByMobile(c, body.mobile)
  return user?.activatedAt ? user : undefined
}

async function sendResetCode(c: Ctx, key: 'resetCodeSent' | 'resetCodeResent') {
  const { db, outbox } = c.get('deps')
  const body = await jsonBody(c, key === 'resetCodeSent' ? 'requestPasswordReset' : 'resendPasswordResetCode')
  const floor = responseFloor(c.get('deps').config.enumerationFloorMs)
  const identifier = 'email' in body ? `email:${body.email}` : `mobile:${body.mobile}`
  await rateLimit(c, 'passwordResetPerClient', clientAddress(c))
  await rateLimit(c, 'codeSendPerMinute', identifier)
  await rateLimit(c, 'codeSendPerHour', identifier)
  const user = 'email' in body ? await findUserByEmail(db, body.email) : await findByMobile(c, body.mobile)
  let code: string | null = null
  if (user?.activatedAt) {
    // By mobile the code goes through the messaging app when it is configured, else to the account's e-mail.
    const byPhone = 'mobile' in body && outbox.canSendWhatsapp
    const recipient = byPhone ? body.mobile : user.email
    code = await issueCode(c.get('deps'), {
      user,
      purpose: 'password_reset',
      // Where it goes: a code that reached the e-mail proves it (see the reset).
      target: deliveryTarget(byPhone ? 'whatsapp' : 'email', recipient),
      channel: byPhone ? 'whatsapp' : 'email',
      recipient,
      locale: localeOf(c),
    })
    outbox.kick()
  }
  await floor()
  return c.json(
    { message: say(c, key), verification_code: echo(c, code) } satisfies ResponseBody<'requestPasswordReset', 200>,
    200,
  )
}
