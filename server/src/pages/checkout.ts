import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnvBindings } from '../app'
import { packages, payments } from '../db/schema'
import { completePayment, failPayment, paymentStatus } from '../services/subscriptions'
import { escapeHtml, page, pageLocale } from './html'

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
    reference: 'المرجع',
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
 * The built-in sandbox payment provider (DESIGN §3): a page outside /api/v1
 * with Pay and Fail. The outcome is recorded here, on the server, and the
 * browser is then sent back to the SPA's /payment/success or /payment/failed.
 */
export const checkoutPages = new Hono<AppEnvBindings>()
  .get('/checkout/sandbox/:id', async (c) => {
    const locale = pageLocale(c)
    const t = texts[locale]
    const id = c.req.param('id')
    const [row] = ID.test(id)
      ? await c
          .get('deps')
          .db.select({ payment: payments, pkg: packages })
          .from(payments)
          .innerJoin(packages, eq(packages.id, payments.packageId))
          .where(eq(payments.id, id))
      : []
    c.header('Cache-Control', 'no-store')
    if (!row)
      return c.html(
        page(locale, t.title, `<h1>${t.title}</h1><p>${t.missing}</p><p><a href="/">${t.back}</a></p>`),
        404,
      )
    const status = paymentStatus(row.payment)
    if (status !== 'pending')
      return c.redirect(`${appOrigin(c)}/payment/${status === 'paid' ? 'success' : 'failed'}?payment_id=${id}`, 303)
    const amount = new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-US', {
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
    if (!ID.test(id)) return c.redirect(`${appOrigin(c)}/payment/failed`, 303)
    const row = c.req.param('outcome') === 'pay' ? await completePayment(db, id) : await failPayment(db, id)
    const paid = row && paymentStatus(row) === 'paid'
    return c.redirect(`${appOrigin(c)}/payment/${paid ? 'success' : 'failed'}?payment_id=${row ? id : ''}`, 303)
  })
