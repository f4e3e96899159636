import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createRouter, type AppEnvBindings } from '../../http/app-env'
import { escapeHtml, page, pageLocale } from '../../http/html'
import { resolveToken } from '../auth/tokens'
import { paymentProviderFor } from './payments/provider'
import { paymentStatus } from './present'
import { findPayment } from './service'
import { completePayment, failPayment } from './settlement'

const ID = /^[A-Za-z0-9_-]{8,40}$/

const texts = {
  en: {
    title: 'Sandbox checkout',
    badge: 'Sandbox: no real money is charged',
    plan: 'Plan',
    amount: 'Amount',
    reference: 'Reference',
    pay: 'Pay',
    fail: 'Simulate a failed payment',
    back: 'Back to Exam Prep Academy',
    missing: 'This checkout does not exist.',
    closed: 'This checkout is closed.',
  },
  ar: {
    title: 'صفحة الدفع التجريبية',
    badge: 'بيئة تجريبية: لن تُخصم أي أموال حقيقية',
    plan: 'الباقة',
    amount: 'المبلغ',
    reference: 'الرقم المرجعي',
    pay: 'ادفع',
    fail: 'محاكاة عملية دفع فاشلة',
    back: 'العودة إلى أكاديمية الاستعداد للاختبارات',
    missing: 'صفحة الدفع هذه غير موجودة.',
    closed: 'صفحة الدفع هذه مغلقة.',
  },
}

function appOrigin(c: Context<AppEnvBindings>) {
  return c.get('deps').config.publicUrl ?? new URL(c.req.url).origin
}

/**
 * The learner signed in on this browser (the SPA's `token` cookie, sent with a same-origin form post
 * since it is SameSite=Lax) or on this curl (`Authorization: Bearer`). A cookie that arrives with a
 * request from another origin is not taken (cross-site form posts).
 */
async function buyer(c: Context<AppEnvBindings>) {
  const { db } = c.get('deps')
  const header = c.req.header('Authorization')
  let token: string | undefined
  if (header !== undefined) token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1]
  else {
    const origin = c.req.header('Origin')
    const crossSite = c.req.header('Sec-Fetch-Site') === 'cross-site'
    if (crossSite || (origin !== undefined && origin !== appOrigin(c) && origin !== new URL(c.req.url).origin))
      return undefined
    token = getCookie(c, 'token')
  }
  const session = token ? await resolveToken(db, token) : undefined
  return session?.user.activatedAt ? session.user : undefined
}

/**
 * The sandbox payment with its plan, when the sandbox is on and the request comes from the learner
 * who started it; anyone else (another learner, no session, a Stripe payment's id) finds nothing.
 */
async function ownSandboxPayment(c: Context<AppEnvBindings>, id: string) {
  const { db, config } = c.get('deps')
  if (!ID.test(id) || paymentProviderFor(config)?.name !== 'sandbox') return undefined
  const user = await buyer(c)
  return user ? findPayment(db, user.id, id, 'sandbox') : undefined
}

function missingPage(c: Context<AppEnvBindings>) {
  const locale = pageLocale(c)
  const t = texts[locale]
  c.header('Cache-Control', 'no-store')
  return c.html(page(locale, t.title, `<h1>${t.title}</h1><p>${t.missing}</p><p><a href="/">${t.back}</a></p>`), 404)
}

/**
 * The built-in sandbox payment provider (DESIGN §3; development and tests only): a page outside
 * /api/v1 with Pay and Fail, for the signed-in learner who started the checkout. The outcome is
 * recorded here, on the server, and the browser is then sent back to the SPA's /payment/success or
 * /payment/failed.
 */
export const checkoutPages = createRouter()
  .get('/checkout/sandbox/:id', async (c) => {
    const locale = pageLocale(c)
    const t = texts[locale]
    const id = c.req.param('id')
    const row = await ownSandboxPayment(c, id)
    if (!row) return missingPage(c)
    c.header('Cache-Control', 'no-store')
    const status = paymentStatus(row.payment)
    if (status !== 'pending')
      return c.redirect(`${appOrigin(c)}/payment/${status === 'paid' ? 'success' : 'failed'}?payment_id=${id}`, 303)
    // Western digits in Arabic too, as the app writes them (issue 16).
    const amount = new Intl.NumberFormat(locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-US', {
      style: 'currency',
      currency: row.payment.currency,
    }).format(row.payment.amount / 100)
    const body = `<h1>${t.title}</h1>
<p class="badge">${t.badge}</p>
<dl>
<dt>${t.plan}</dt><dd>${escapeHtml(row.pkg.name[locale])}</dd>
<dt>${t.amount}</dt><dd>${escapeHtml(amount)}</dd>
<dt>${t.reference}</dt><dd dir="ltr">${escapeHtml(row.payment.reference ?? '')}</dd>
</dl>
<div class="actions">
<form method="post" action="/checkout/sandbox/${id}/pay"><button class="pay" type="submit">${t.pay} ${escapeHtml(amount)}</button></form>
<form method="post" action="/checkout/sandbox/${id}/fail"><button class="fail" type="submit">${t.fail}</button></form>
</div>`
    return c.html(page(locale, t.title, body))
  })
  .post('/checkout/sandbox/:id/:outcome{pay|fail}', async (c) => {
    const { db } = c.get('deps')
    const id = c.req.param('id')
    const owned = await ownSandboxPayment(c, id)
    if (!owned) return missingPage(c)
    const row = c.req.param('outcome') === 'pay' ? await completePayment(db, id) : await failPayment(db, id)
    const paid = row && paymentStatus(row) === 'paid'
    return c.redirect(`${appOrigin(c)}/payment/${paid ? 'success' : 'failed'}?payment_id=${id}`, 303)
  })
