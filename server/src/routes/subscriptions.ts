import { and, asc, count, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { ResponseBody } from '../api/contract'
import type { AppEnvBindings } from '../http/app-env'
import { currentUser, requireUser } from '../auth/middleware'
import { packages, payments, subscriptions } from '../db/schema'
import { checkout } from '../domain/constants'
import { ApiProblem } from '../http/errors'
import { localeOf } from '../http/problem'
import { jsonBody, pageMeta, pageParams } from '../http/validation'
import { newId } from '../lib/ids'
import { paymentProviderFor, ProviderUnavailable } from '../payments/provider'
import { receiveStripeEvent } from '../payments/stripe-webhook'
import { currentSubscription, packageBody, paymentBody, subscriptionBody } from '../services/subscriptions'

const ID = /^[A-Za-z0-9_-]{8,40}$/

export const subscriptionRoutes = new Hono<AppEnvBindings>()
  .get('/subscriptions/packages', async (c) => {
    const rows = await c
      .get('deps')
      .db.select()
      .from(packages)
      .where(eq(packages.active, true))
      .orderBy(asc(packages.sortOrder), asc(packages.durationDays))
    return c.json(
      { data: rows.map((row) => packageBody(row, localeOf(c))) } satisfies ResponseBody<'listPackages', 200>,
      200,
    )
  })

  .get('/subscriptions/check-current-subscription', requireUser, async (c) =>
    c.json(await currentSubscription(c.get('deps').db, currentUser(c).id, localeOf(c)), 200),
  )

  .get('/subscriptions', requireUser, async (c) => {
    const { db } = c.get('deps')
    const { page, perPage } = pageParams(c)
    const userId = currentUser(c).id
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
    const rows = await db
      .select({ subscription: subscriptions, pkg: packages })
      .from(subscriptions)
      .leftJoin(packages, eq(packages.id, subscriptions.packageId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.startDate), desc(subscriptions.createdAt))
      .limit(perPage)
      .offset((page - 1) * perPage)
    const body: ResponseBody<'listSubscriptions', 200> = {
      data: rows.map((row) => subscriptionBody(row.subscription, row.pkg, localeOf(c))),
      meta: pageMeta(total, page, perPage),
    }
    return c.json(body, 200)
  })

  .post('/subscriptions', requireUser, async (c) => {
    const { db, config } = c.get('deps')
    const body = await jsonBody(c, 'createSubscription')
    const [pkg] = await db
      .select()
      .from(packages)
      .where(and(eq(packages.id, body.package_id), eq(packages.active, true)))
      .limit(1)
    if (!pkg) throw new ApiProblem(404, 'packageUnavailable')
    const provider = paymentProviderFor(config)
    if (!provider) throw new ApiProblem(404, 'paymentsUnavailable')
    const id = newId('pay')
    const now = new Date()
    const expiresAt = new Date(now.getTime() + checkout.lifetimeMs)
    // The checkout is opened first and the payment stored with its reference: no payment without a
    // checkout, and no provider event can arrive before the learner has the URL.
    let opened
    try {
      opened = await provider.openCheckout({
        paymentId: id,
        pkg,
        amount: pkg.priceAmount,
        currency: pkg.currency,
        expiresAt,
        locale: localeOf(c),
        origin: config.publicUrl ?? new URL(c.req.url).origin,
      })
    } catch (error) {
      if (error instanceof ProviderUnavailable) {
        console.error(error.message)
        throw new ApiProblem(503, 'paymentsUnavailable', {}, { headers: { 'Retry-After': '30' } })
      }
      throw error
    }
    await db.insert(payments).values({
      id,
      userId: currentUser(c).id,
      packageId: pkg.id,
      amount: pkg.priceAmount,
      currency: pkg.currency,
      provider: provider.name,
      reference: opened.reference,
      createdAt: now,
      expiresAt,
    })
    const response: ResponseBody<'createSubscription', 201> = {
      checkout_url: opened.url,
      payment_id: id,
      expires_at: expiresAt.toISOString(),
    }
    return c.json(response, 201)
  })

  // Stripe's webhook endpoint: no bearer, the signature of the raw body is the credential.
  .post('/payments/webhooks/stripe', async (c) => {
    const { db, config } = c.get('deps')
    const raw = new Uint8Array(await c.req.arrayBuffer())
    await receiveStripeEvent(db, config.stripe, raw, c.req.header('Stripe-Signature'))
    return c.json({ received: true } satisfies ResponseBody<'receiveStripeWebhook', 200>, 200)
  })

  .get('/payments/:payment_id', requireUser, async (c) => {
    const id = c.req.param('payment_id')
    if (!ID.test(id)) throw new ApiProblem(400, 'badParameter', { field: 'payment_id' })
    const [row] = await c
      .get('deps')
      .db.select({ payment: payments, pkg: packages })
      .from(payments)
      .innerJoin(packages, eq(packages.id, payments.packageId))
      .where(and(eq(payments.id, id), eq(payments.userId, currentUser(c).id)))
      .limit(1)
    if (!row) throw new ApiProblem(404, 'notFound')
    return c.json(paymentBody(row.payment, row.pkg, localeOf(c)), 200)
  })
