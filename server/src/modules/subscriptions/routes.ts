import type { ResponseBody } from '../../api/contract'
import { ApiProblem } from '../../http/errors'
import { createRouter } from '../../http/app-env'
import { localeOf } from '../../http/problem'
import { idParam, jsonBody, pageMeta, pageParams } from '../../http/validation'
import { currentUser, requireUser } from '../auth/middleware'
import { receiveStripeEvent } from './payments/stripe-webhook'
import { packageBody, paymentBody, subscriptionBody } from './present'
import { activePackages, currentSubscription, findPayment, openCheckout, subscriptionsPage } from './service'

/** The plans, the learner's periods and the start of a checkout: mounted at /subscriptions. */
export const subscriptionRoutes = createRouter()
  .get('/packages', async (c) => {
    const rows = await activePackages(c.var.deps.db)
    return c.json(
      { data: rows.map((row) => packageBody(row, localeOf(c))) } satisfies ResponseBody<'listPackages', 200>,
      200,
    )
  })
  .get('/check-current-subscription', requireUser, async (c) =>
    c.json(await currentSubscription(c.var.deps.db, currentUser(c).id, localeOf(c)), 200),
  )
  .get('/', requireUser, async (c) => {
    const { page, perPage } = pageParams(c)
    const { total, rows } = await subscriptionsPage(c.var.deps.db, currentUser(c).id, page, perPage)
    const body: ResponseBody<'listSubscriptions', 200> = {
      data: rows.map((row) => subscriptionBody(row.subscription, row.pkg, localeOf(c))),
      meta: pageMeta(total, page, perPage),
    }
    return c.json(body, 200)
  })
  .post('/', requireUser, async (c) => {
    const { config } = c.var.deps
    const body = await jsonBody(c, 'createSubscription')
    const opened = await openCheckout(c.var.deps, {
      userId: currentUser(c).id,
      packageId: body.package_id,
      locale: localeOf(c),
      origin: config.publicUrl ?? new URL(c.req.url).origin,
    })
    const response: ResponseBody<'createSubscription', 201> = {
      checkout_url: opened.url,
      payment_id: opened.paymentId,
      expires_at: opened.expiresAt.toISOString(),
    }
    return c.json(response, 201)
  })

/** A payment's outcome, and the provider's webhook: mounted at /payments. */
export const paymentRoutes = createRouter()
  // Stripe's webhook endpoint: no bearer, the signature of the raw body is the credential.
  .post('/webhooks/stripe', async (c) => {
    const { db, config } = c.var.deps
    const raw = new Uint8Array(await c.req.arrayBuffer())
    await receiveStripeEvent(db, config.stripe, raw, c.req.header('Stripe-Signature'))
    return c.json({ received: true } satisfies ResponseBody<'receiveStripeWebhook', 200>, 200)
  })
  .get('/:payment_id', requireUser, async (c) => {
    const row = await findPayment(c.var.deps.db, currentUser(c).id, idParam(c, 'payment_id'))
    if (!row) throw new ApiProblem(404, 'notFound')
    return c.json(paymentBody(row.payment, row.pkg, localeOf(c)), 200)
  })
