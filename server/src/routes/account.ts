import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { and, count, desc, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { isValidPhoneNumber } from 'libphonenumber-js/max'
import type { ResponseBody } from '../api/contract'
import type { AppEnvBindings } from '../http/app-env'
import { checkCode, issueCode } from '../auth/codes'
import { currentUser, requireUser } from '../auth/middleware'
import { isUniqueViolation } from '../auth/ownership'
import { checkPassword, hashPassword, passwordProblems } from '../auth/passwords'
import { revokeUserTokens } from '../auth/tokens'
import type { Db } from '../db/client'
import { contactMessages, packages, payments, users } from '../db/schema'
import { uploads } from '../domain/constants'
import { ApiProblem, invalid, type FieldError } from '../http/errors'
import { localeOf } from '../http/problem'
import { rateLimit } from '../http/rate-limit'
import { checkBody, jsonBody, pageMeta, pageParams } from '../http/validation'
import { translate, type MessageKey } from '../i18n/messages'
import { newId } from '../lib/ids'
import { responseFloor } from '../lib/timing'
import { sniffPicture, stripMetadata } from '../lib/images'
import { currentSubscription, paymentBody } from '../services/subscriptions'
import { avatarsDir, currentUserBody, deleteAccount, findUserByEmail, removePictureFile } from '../services/users'

type Ctx = Context<AppEnvBindings>
const say = (c: Ctx, key: MessageKey) => translate(localeOf(c), key)

async function updateUser(c: Ctx, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await c
    .get('deps')
    .db.update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, currentUser(c).id))
    .returning()
  return row!
}

/** Moves the account to a proven e-mail; undefined when another account has it. */
async function moveEmail(db: Db, userId: string, email: string) {
  const now = new Date()
  try {
    const [row] = await db
      .update(users)
      .set({ email, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, userId))
      .returning()
    return row
  } catch (error) {
    if (isUniqueViolation(error)) return undefined
    throw error
  }
}

/** The answer of the settings calls that change the learner: `{message, user}` (UserMessageResponse). */
const userAnswer = (c: Ctx, key: MessageKey, user: typeof users.$inferSelect) =>
  c.json({ message: say(c, key), user: currentUserBody(user) } satisfies ResponseBody<'editProfile', 200>, 200)

export const accountRoutes = new Hono<AppEnvBindings>()
  .use('/current-user', requireUser)
  .use('/contact-us', requireUser)
  .use('/settings/*', requireUser)

  .get('/current-user', (c) => c.json(currentUserBody(currentUser(c)), 200))

  .post('/contact-us', async (c) => {
    const body = await jsonBody(c, 'contactUs')
    const user = currentUser(c)
    await rateLimit(c, 'contactPerUser', user.id)
    const kind = body.kind ?? 'feedback'
    const id = newId('msg')
    await c
      .get('deps')
      .db.insert(contactMessages)
      .values({ id, userId: user.id, kind, message: body.message, locale: localeOf(c) })
    const response: ResponseBody<'contactUs', 201> = {
      id,
      message: say(c, kind === 'feedback' ? 'feedbackSubmitted' : 'contactSubmitted'),
    }
    return c.json(response, 201)
  })

  .post('/settings/delete-account', async (c) => {
    const { db, config } = c.get('deps')
    const body = await jsonBody(c, 'deleteAccount')
    const user = currentUser(c)
    await rateLimit(c, 'codeVerifyPerAccount', `delete:${user.id}`)
    if (user.passwordHash) {
      if (!('password' in body)) throw invalid({ password: { key: 'fieldRequired' } })
      if (!(await checkPassword(user.passwordHash, body.password)))
        throw invalid({ password: { key: 'passwordWrong' } })
    } else if (!('email' in body) || body.email !== user.email) {
      throw invalid({ email: { key: 'emailMismatch' } })
    }
    await deleteAccount(db, config, user)
    return c.json({ message: say(c, 'accountDeleted') } satisfies ResponseBody<'deleteAccount', 200>, 200)
  })

  .post('/settings/change-password', async (c) => {
    const { db } = c.get('deps')
    const body = await jsonBody(c, 'changePassword')
    const user = currentUser(c)
    if (user.passwordHash) {
      if (!body.current_password) throw invalid({ current_password: { key: 'fieldRequired' } })
      await rateLimit(c, 'codeVerifyPerAccount', `password:${user.id}`)
      if (!(await checkPassword(user.passwordHash, body.current_password)))
        throw invalid({ current_password: { key: 'currentPasswordWrong' } })
    }
    const problems = passwordProblems({
      password: body.password,
      confirmation: body.password_confirmation,
      email: user.email,
    })
    if (Object.keys(problems).length) throw invalid(problems)
    await updateUser(c, { passwordHash: await hashPassword(body.password) })
    await revokeUserTokens(db, user.id, c.get('tokenId'))
    return c.json({ message: say(c, 'passwordUpdated') } satisfies ResponseBody<'changePassword', 200>, 200)
  })

  .post('/settings/change-email', async (c) => {
    const { db, outbox, config } = c.get('deps')
    const body = await jsonBody(c, 'changeEmail')
    const user = currentUser(c)
    if (body.email === user.email) throw invalid({ email: { key: 'emailSame' } })
    // Limited before the address is looked at, and a taken address answers exactly like a free one
    // (status, body, time): its code is stored but sent nowhere, so it can only fail at verify-email,
    // and the owner of the address receives nothing.
    await rateLimit(c, 'codeSendPerMinute', `email-change:${user.id}`)
    await rateLimit(c, 'codeSendPerHour', `email-change:${user.id}`)
    const floor = responseFloor(config.enumerationFloorMs)
    const taken = Boolean(await findUserByEmail(db, body.email))
    const code = await issueCode(c.get('deps'), {
      user,
      purpose: 'email_change',
      target: body.email,
      channel: 'email',
      recipient: body.email,
      locale: localeOf(c),
      // The SPA's /otp page takes the code of this address.
      link: `${config.publicUrl ?? new URL(c.req.url).origin}/otp?${new URLSearchParams({ email: body.email })}`,
      deliver: !taken,
    })
    outbox.kick()
    await floor()
    const response: ResponseBody<'changeEmail', 200> = {
      message: say(c, 'emailCodeSent'),
      verification_code: config.env === 'production' ? null : code,
    }
    return c.json(response, 200)
  })

  .post('/settings/verify-email', async (c) => {
    const { db } = c.get('deps')
    const body = await jsonBody(c, 'verifyEmailChange')
    const user = currentUser(c)
    await rateLimit(c, 'codeVerifyPerAccount', `email-change:${user.id}`)
    const used = await checkCode(db, {
      userId: user.id,
      purpose: 'email_change',
      code: body.code,
      target: body.email,
      consume: true,
    })
    // The unique index decides who gets an address (two accounts confirming it at once, or an account
    // that took it after the code was sent): the loser hears what a wrong code hears.
    const updated = used ? await moveEmail(db, user.id, body.email) : undefined
    if (!updated) throw invalid({ code: { key: 'codeInvalid' } })
    return userAnswer(c, 'emailUpdated', updated)
  })

  .post('/settings/change-notification', async (c) => {
    const body = await jsonBody(c, 'changeNotificationSettings')
    const updated = await updateUser(c, {
      ...(body.email_notifications === undefined ? {} : { emailNotifications: body.email_notifications }),
      ...(body.new_offers === undefined ? {} : { newOffers: body.new_offers }),
    })
    return userAnswer(c, 'notificationUpdated', updated)
  })

  .post(
    '/settings/edit-profile',
    bodyLimit({
      maxSize: uploads.maxBodyBytes,
      onError: () => {
        throw new ApiProblem(413, 'contentTooLarge')
      },
    }),
    async (c) => {
      const { config } = c.get('deps')
      const user = currentUser(c)
      const type = (c.req.header('Content-Type') ?? '').toLowerCase()
      if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded'))
        throw new ApiProblem(400, 'badForm')
      let form: FormData
      try {
        form = await c.req.raw.formData()
      } catch {
        throw new ApiProblem(400, 'badForm')
      }
      // Empty values are omitted by the SPA; treat an empty field as not sent.
      const fields: Record<string, unknown> = {}
      let picture: File | undefined
      const errors: Record<string, FieldError> = {}
      for (const [name, value] of form.entries()) {
        if (name === 'picture') {
          if (typeof value === 'string') {
            if (value !== '') errors.picture = { key: 'pictureType' }
          } else if (value.size > 0) picture = value
          continue
        }
        if (typeof value !== 'string') {
          errors[name] = { key: 'fieldInvalid' }
          continue
        }
        const trimmed = value.trim()
        if (trimmed === '') continue
        if (name === 'remove_picture')
          fields[name] =
            trimmed === 'true' || trimmed === '1' ? true : trimmed === 'false' || trimmed === '0' ? false : trimmed
        else fields[name] = trimmed
      }
      if (Object.keys(errors).length) throw invalid(errors)
      const body = checkBody('editProfile', fields)
      if (body.mobile !== undefined && !isValidPhoneNumber(body.mobile)) errors.mobile = { key: 'fieldMobile' }
      let bytes: Uint8Array | undefined
      let kind: ReturnType<typeof sniffPicture>
      if (picture) {
        if (body.remove_picture) errors.picture = { key: 'pictureAndRemove' }
        else if (picture.size > uploads.maxPictureBytes) errors.picture = { key: 'pictureTooLarge' }
        else {
          bytes = new Uint8Array(await picture.arrayBuffer())
          kind = sniffPicture(bytes)
          if (!kind) errors.picture = { key: 'pictureType' }
        }
      }
      if (Object.keys(errors).length) throw invalid(errors)

      const changes: Partial<typeof users.$inferInsert> = {}
      if (body.first_name !== undefined) changes.firstName = body.first_name
      if (body.last_name !== undefined) changes.lastName = body.last_name
      if (body.mobile !== undefined) changes.mobile = body.mobile
      if (bytes && kind) {
        const file = `${user.id}-${randomBytes(6).toString('hex')}.${kind === 'jpeg' ? 'jpg' : kind}`
        await mkdir(avatarsDir(config), { recursive: true })
        await writeFile(path.join(avatarsDir(config), file), stripMetadata(bytes, kind))
        changes.photo = file
      } else if (body.remove_picture) changes.photo = null
      const updated = await updateUser(c, changes)
      if (changes.photo !== undefined && user.photo !== updated.photo) await removePictureFile(config, user.photo)
      return userAnswer(c, 'profileUpdated', updated)
    },
  )

  .get('/settings/billing', async (c) => {
    const { db } = c.get('deps')
    const { page, perPage } = pageParams(c)
    const user = currentUser(c)
    const locale = localeOf(c)
    const current = await currentSubscription(db, user.id, locale)
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(payments)
      .where(eq(payments.userId, user.id))
    const rows = await db
      .select({ payment: payments, pkg: packages })
      .from(payments)
      .innerJoin(packages, eq(packages.id, payments.packageId))
      .where(and(eq(payments.userId, user.id)))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(perPage)
      .offset((page - 1) * perPage)
    const body: ResponseBody<'getBilling', 200> = {
      has_active_subscription: current.has_active_subscription,
      current_subscription: current.has_active_subscription ? current.subscription : null,
      payments: rows.map((row) => paymentBody(row.payment, row.pkg, locale)),
      meta: pageMeta(total, page, perPage),
    }
    return c.json(body, 200)
  })
