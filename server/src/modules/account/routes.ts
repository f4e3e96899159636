import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ResponseBody } from '../../api/contract'
import { uploads } from '../../domain/constants'
import { createRouter, type AppEnvBindings } from '../../http/app-env'
import { ApiProblem, invalid } from '../../http/errors'
import { localeOf } from '../../http/problem'
import { rateLimit } from '../../http/rate-limit'
import { jsonBody, pageMeta, pageParams } from '../../http/validation'
import { translate, type MessageKey } from '../../i18n/messages'
import { responseFloor } from '../../lib/timing'
import { currentUser, requireUser } from '../auth/middleware'
import type { UserRow } from '../auth/tokens'
import { paymentBody } from '../subscriptions/present'
import { currentSubscription, paymentsPage } from '../subscriptions/service'
import { currentUserBody } from './present'
import { readProfileForm } from './profile-form'
import {
  changeNotificationSettings,
  changePassword,
  confirmEmailChange,
  deleteAccount,
  saveContactMessage,
  sendEmailChangeCode,
  updateProfile,
} from './service'

type Ctx = Context<AppEnvBindings>
const say = (c: Ctx, key: MessageKey) => translate(localeOf(c), key)

/** The answer of the settings calls that change the learner: `{message, user}` (UserMessageResponse). */
const userAnswer = (c: Ctx, key: MessageKey, user: UserRow) =>
  c.json({ message: say(c, key), user: currentUserBody(user) } satisfies ResponseBody<'editProfile', 200>, 200)

/** The signed-in learner and their messages to the team: mounted at the API root. */
export const accountRoutes = createRouter()
  .use('/current-user', requireUser)
  .use('/contact-us', requireUser)

  .get('/current-user', (c) => c.json(currentUserBody(currentUser(c)), 200))

  .post('/contact-us', async (c) => {
    const body = await jsonBody(c, 'contactUs')
    const user = currentUser(c)
    await rateLimit(c, 'contactPerUser', user.id)
    const kind = body.kind ?? 'feedback'
    const id = await saveContactMessage(c.var.deps.db, {
      userId: user.id,
      kind,
      message: body.message,
      locale: localeOf(c),
    })
    const response: ResponseBody<'contactUs', 201> = {
      id,
      message: say(c, kind === 'feedback' ? 'feedbackSubmitted' : 'contactSubmitted'),
    }
    return c.json(response, 201)
  })

/** The learner's own settings and billing: mounted at /settings, every call signed in. */
export const settingsRoutes = createRouter()
  .use('*', requireUser)

  .post('/delete-account', async (c) => {
    const body = await jsonBody(c, 'deleteAccount')
    const user = currentUser(c)
    await rateLimit(c, 'codeVerifyPerAccount', `delete:${user.id}`)
    await deleteAccount(c.var.deps, user, body)
    return c.json({ message: say(c, 'accountDeleted') } satisfies ResponseBody<'deleteAccount', 200>, 200)
  })

  .post('/change-password', async (c) => {
    const body = await jsonBody(c, 'changePassword')
    const user = currentUser(c)
    if (user.passwordHash) {
      if (!body.current_password) throw invalid({ current_password: { key: 'fieldRequired' } })
      await rateLimit(c, 'codeVerifyPerAccount', `password:${user.id}`)
    }
    await changePassword(c.var.deps.db, { user, tokenId: c.var.tokenId }, body)
    return c.json({ message: say(c, 'passwordUpdated') } satisfies ResponseBody<'changePassword', 200>, 200)
  })

  .post('/change-email', async (c) => {
    const { config } = c.var.deps
    const body = await jsonBody(c, 'changeEmail')
    const user = currentUser(c)
    if (body.email === user.email) throw invalid({ email: { key: 'emailSame' } })
    // Limited before the address is looked at, and a taken address answers exactly like a free one
    // (status, body, time).
    await rateLimit(c, 'codeSendPerMinute', `email-change:${user.id}`)
    await rateLimit(c, 'codeSendPerHour', `email-change:${user.id}`)
    const floor = responseFloor(config.enumerationFloorMs)
    const code = await sendEmailChangeCode(c.var.deps, {
      user,
      email: body.email,
      locale: localeOf(c),
      // The SPA's /otp page takes the code of this address.
      link: `${config.publicUrl ?? new URL(c.req.url).origin}/otp?${new URLSearchParams({ email: body.email })}`,
    })
    await floor()
    const response: ResponseBody<'changeEmail', 200> = {
      message: say(c, 'emailCodeSent'),
      verification_code: config.env === 'production' ? null : code,
    }
    return c.json(response, 200)
  })

  .post('/verify-email', async (c) => {
    const body = await jsonBody(c, 'verifyEmailChange')
    const user = currentUser(c)
    await rateLimit(c, 'codeVerifyPerAccount', `email-change:${user.id}`)
    const updated = await confirmEmailChange(c.var.deps.db, user.id, body.email, body.code)
    if (!updated) throw invalid({ code: { key: 'codeInvalid' } })
    return userAnswer(c, 'emailUpdated', updated)
  })

  .post('/change-notification', async (c) => {
    const body = await jsonBody(c, 'changeNotificationSettings')
    return userAnswer(
      c,
      'notificationUpdated',
      await changeNotificationSettings(c.var.deps.db, currentUser(c).id, body),
    )
  })

  .post(
    '/edit-profile',
    // The picture upload's own limit (app.ts exempts this path from the 64 KB JSON limit).
    bodyLimit({
      maxSize: uploads.maxBodyBytes,
      onError: () => {
        throw new ApiProblem(413, 'contentTooLarge')
      },
    }),
    async (c) => {
      const form = await readProfileForm(c)
      const updated = await updateProfile(c.var.deps, currentUser(c), form.fields, form.picture)
      return userAnswer(c, 'profileUpdated', updated)
    },
  )

  .get('/billing', async (c) => {
    const { db } = c.var.deps
    const { page, perPage } = pageParams(c)
    const user = currentUser(c)
    const locale = localeOf(c)
    const current = await currentSubscription(db, user.id, locale)
    const { total, rows } = await paymentsPage(db, user.id, page, perPage)
    const body: ResponseBody<'getBilling', 200> = {
      has_active_subscription: current.has_active_subscription,
      current_subscription: current.has_active_subscription ? current.subscription : null,
      payments: rows.map((row) => paymentBody(row.payment, row.pkg, locale)),
      meta: pageMeta(total, page, perPage),
    }
    return c.json(body, 200)
  })
