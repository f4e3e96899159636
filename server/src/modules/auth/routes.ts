import type { Context } from 'hono'
import type { ResponseBody } from '../../api/contract'
import { createRouter, type AppEnvBindings } from '../../http/app-env'
import { ApiProblem, invalid } from '../../http/errors'
import { localeOf } from '../../http/problem'
import { clientAddress, rateLimit } from '../../http/rate-limit'
import { jsonBody } from '../../http/validation'
import { translate, type MessageKey } from '../../i18n/messages'
import { responseFloor } from '../../lib/timing'
import { verifyGoogleIdToken } from './google'
import { requireUser } from './middleware'
import { hashPassword, passwordProblems } from './passwords'
import { isResetCode, resetAccount, resetPassword, sendResetCode, type ResetIdentifier } from './password-reset'
import { signedInBody } from './present'
import {
  activateAccount,
  register,
  registrationProblems,
  resendActivationCode,
  signInWithGoogle,
  signInWithPassword,
} from './service'
import { revokeToken } from './tokens'

type Ctx = Context<AppEnvBindings>

const say = (c: Ctx, key: MessageKey) => translate(localeOf(c), key)
/** Codes are echoed only outside production (contract: `verification_code`). */
const echo = (c: Ctx, code: string | null) => (c.var.deps.config.env === 'production' ? null : code)
const appOrigin = (c: Ctx) => c.var.deps.config.publicUrl ?? new URL(c.req.url).origin
/** Sign-in, registration and activation answer unknown accounts no faster than known ones. */
const enumerationFloor = (c: Ctx) => responseFloor(c.var.deps.config.enumerationFloorMs)

/** Sign-in, registration, activation and sign-out: mounted at the API root, where the contract puts them. */
export const authRoutes = createRouter()
  .post('/login', async (c) => {
    const body = await jsonBody(c, 'login')
    const floor = enumerationFloor(c)
    // Per address; per account and address (wrong passwords from one place lock only that place out);
    // per account from everywhere, far higher (a distributed attack). A password reset lifts the last two.
    const address = clientAddress(c)
    await rateLimit(c, 'loginPerClient', address)
    await rateLimit(c, 'loginPerAccountAndClient', { group: body.email, member: address })
    await rateLimit(c, 'loginPerAccount', body.email)
    const result = await signInWithPassword(c.var.deps.db, body.email, body.password)
    await floor()
    if (result.outcome === 'invalid')
      throw new ApiProblem(401, 'invalidCredentials', {}, { type: 'urn:exam-prep:problem:invalid-credentials' })
    if (result.outcome === 'activationRequired') {
      const pending: ResponseBody<'login', 202> = {
        status: 'activation_required',
        message: say(c, 'activationRequired'),
        email: result.user.email,
      }
      return c.json(pending, 202)
    }
    return c.json(signedInBody(result, say(c, 'loggedIn')), 200)
  })

  .post('/register', async (c) => {
    const body = await jsonBody(c, 'register')
    const errors = registrationProblems(body, c.var.deps.outbox)
    if (Object.keys(errors).length) throw invalid(errors)
    const floor = enumerationFloor(c)
    await rateLimit(c, 'registerPerClient', clientAddress(c))
    await rateLimit(c, 'codeSendPerHour', `email:${body.email}`)
    const code = await register(c.var.deps, body, { locale: localeOf(c), origin: appOrigin(c) })
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
    const body = await jsonBody(c, 'activateAccount')
    const floor = enumerationFloor(c)
    await rateLimit(c, 'codeVerifyPerAccount', `email:${body.email}`)
    // An unknown e-mail, an activated account and a wrong code all get the same answer, in the same time.
    const session = await activateAccount(c.var.deps, body.email, body.code)
    await floor()
    if (!session) throw invalid({ code: { key: 'codeInvalid' } })
    return c.json(signedInBody(session, say(c, 'activated')), 200)
  })

  .post('/resend-code', async (c) => {
    const body = await jsonBody(c, 'resendActivationCode')
    await rateLimit(c, 'codeSendPerMinute', `email:${body.email}`)
    await rateLimit(c, 'codeSendPerHour', `email:${body.email}`)
    const code = await resendActivationCode(c.var.deps, body.email, localeOf(c))
    const response: ResponseBody<'resendActivationCode', 200> = {
      message: say(c, 'activationCodeSent'),
      verification_code: echo(c, code),
    }
    return c.json(response, 200)
  })

  .post('/auth/google', async (c) => {
    const { config } = c.var.deps
    if (!config.googleClientId) throw new ApiProblem(403, 'googleDisabled')
    const body = await jsonBody(c, 'signInWithGoogle')
    await rateLimit(c, 'googlePerClient', clientAddress(c))
    const identity = await verifyGoogleIdToken(config, body.id_token)
    if (!identity) throw new ApiProblem(401, 'googleInvalid', {}, { type: 'urn:exam-prep:problem:invalid-credentials' })
    const session = await signInWithGoogle(c.var.deps, identity, localeOf(c))
    return c.json(signedInBody(session, say(c, 'loggedIn')), 200)
  })

  .post('/logout', requireUser, async (c) => {
    await revokeToken(c.var.deps.db, c.var.tokenId)
    return c.json({ message: say(c, 'loggedOut') } satisfies ResponseBody<'logout', 200>, 200)
  })

/** The account a reset identifier names (rate limited per identifier), if it is an activated one. */
async function limitedResetAccount(c: Ctx, identifier: ResetIdentifier) {
  const key = 'email' in identifier ? `email:${identifier.email}` : `mobile:${identifier.mobile}`
  await rateLimit(c, 'codeVerifyPerAccount', key)
  return resetAccount(c.var.deps.db, identifier)
}

async function sendResetCodeAnswer(c: Ctx, key: 'resetCodeSent' | 'resetCodeResent') {
  const body = await jsonBody(c, key === 'resetCodeSent' ? 'requestPasswordReset' : 'resendPasswordResetCode')
  const floor = enumerationFloor(c)
  const identifier = 'email' in body ? `email:${body.email}` : `mobile:${body.mobile}`
  await rateLimit(c, 'passwordResetPerClient', clientAddress(c))
  await rateLimit(c, 'codeSendPerMinute', identifier)
  await rateLimit(c, 'codeSendPerHour', identifier)
  const user = await resetAccount(c.var.deps.db, body)
  const code = user ? await sendResetCode(c.var.deps, user, body, localeOf(c)) : null
  await floor()
  return c.json(
    { message: say(c, key), verification_code: echo(c, code) } satisfies ResponseBody<'requestPasswordReset', 200>,
    200,
  )
}

/** A forgotten password, by a code sent to the account: mounted at /password-reset. */
export const passwordResetRoutes = createRouter()
  .post('/request', (c) => sendResetCodeAnswer(c, 'resetCodeSent'))
  .post('/resend-code', (c) => sendResetCodeAnswer(c, 'resetCodeResent'))

  .post('/verify', async (c) => {
    const body = await jsonBody(c, 'verifyPasswordResetCode')
    const floor = enumerationFloor(c)
    const user = await limitedResetAccount(c, body)
    const right = user && (await isResetCode(c.var.deps.db, user.id, body.code))
    await floor()
    if (!right) throw invalid({ code: { key: 'codeInvalid' } })
    return c.json({ message: say(c, 'resetCodeVerified') } satisfies ResponseBody<'verifyPasswordResetCode', 200>, 200)
  })

  .post('/reset', async (c) => {
    const body = await jsonBody(c, 'resetPassword')
    const floor = enumerationFloor(c)
    const problems = passwordProblems({
      password: body.password,
      confirmation: body.password_confirmation,
      email: 'email' in body ? body.email : undefined,
    })
    const user = await limitedResetAccount(c, body)
    const right = user && (await isResetCode(c.var.deps.db, user.id, body.code))
    if (!right || Object.keys(problems).length) {
      await floor()
      throw invalid(right ? problems : { code: { key: 'codeInvalid' }, ...problems })
    }
    const done = await resetPassword(c.var.deps.db, user.id, body.code, await hashPassword(body.password))
    await floor()
    if (!done) throw invalid({ code: { key: 'codeInvalid' } })
    return c.json({ message: say(c, 'passwordReset') } satisfies ResponseBody<'resetPassword', 200>, 200)
  })
