import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, subscriptions, users } from '../../db/schema'
import { demoLearner, seedDemo } from '../../ops/demo-learner'
import { notify } from './service'
import { signUp } from '../../test/accounts'
import { createTestApp } from '../../test/test-app'

const { client, app, db, config } = await createTestApp({ publicUrl: 'http://academy.test' })

interface Notification {
  id: string
  type: string
  title: string
  body: string
  link: string | null
  read_at: string | null
  created_at: string
}
interface NotificationList {
  data: Notification[]
  meta: { total: number; page: number; per_page: number; last_page: number; unread_count: number }
}

const list = (token: string, query = '', lang?: string) =>
  client.get<NotificationList>(`/notifications${query}`, { token, ...(lang ? { lang } : {}) })

const DAY = 86_400_000

/** Buys the first plan through the sandbox checkout and presses Pay or Fail. */
async function checkout(token: string, outcome: 'pay' | 'fail') {
  const { body: plans } = await client.get<{ data: { id: string }[] }>('/subscriptions/packages')
  const created = await client.post<{ checkout_url: string; payment_id: string }>('/subscriptions', {
    token,
    body: { package_id: plans.data[0]!.id },
  })
  expect(created.status).toBe(201)
  const path = new URL(created.body.checkout_url).pathname
  // The sandbox settles a checkout only for its buyer's session.
  const settle = await app.request(`${path}/${outcome}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(settle.status).toBe(303)
  return created.body.payment_id
}

describe('notifications written by events', () => {
  it('activation starts the trial with a notification, written in the reader language at read time', async () => {
    const learner = await signUp(client)
    const en = await list(learner.token)
    expect(en.status).toBe(200)
    expect(en.body.meta).toEqual({ total: 1, page: 1, per_page: 10, last_page: 1, unread_count: 1 })
    expect(en.body.data[0]).toMatchObject({
      type: 'trial_started',
      title: 'Your free trial has started',
      body: 'You have 7 days to try every evaluation, practice and division.',
      link: '/pricing',
      read_at: null,
    })
    const ar = await list(learner.token, '', 'ar')
    expect(ar.body.data[0]).toMatchObject({
      id: en.body.data[0]!.id,
      title: 'بدأت فترتك التجريبية المجانية',
      body: 'لديك 7 أيام لتجربة جميع اختبارات التقييم والتدريبات والأقسام.',
    })
    // The text is not stored: only the type and its parameters.
    const [row] = await db.select().from(notifications).where(eq(notifications.id, en.body.data[0]!.id))
    expect(row).toMatchObject({
      type: 'trial_started',
      params: { days: 7 },
      eventKey: expect.stringMatching(/^trial_started:sub_/),
    })
  })

  it('a paid checkout notifies the activated subscription, a failed one the failure (once)', async () => {
    const learner = await signUp(client)
    await checkout(learner.token, 'pay')
    const paymentId = await checkout(learner.token, 'fail')
    // A second press of Fail changes nothing.
    await app.request(`/checkout/sandbox/${paymentId}/fail`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${learner.token}` },
    })
    const en = await list(learner.token)
    expect(en.body.data.map((n) => n.type)).toEqual(['payment_failed', 'subscription_activated', 'trial_started'])
    expect(en.body.data[0]).toMatchObject({
      title: 'Your payment did not go through',
      body: 'The payment for the Monthly plan could not be completed. You can try again from the plans page.',
      link: '/pricing',
    })
    expect(en.body.data[1]).toMatchObject({
      title: 'Subscription confirmed: Monthly',
      body: 'Thank you for your payment. You have 30 days of full access to every evaluation, practice and division.',
      link: '/settings/billing',
    })
    const ar = await list(learner.token, '', 'ar')
    expect(ar.body.data[0]).toMatchObject({
      title: 'لم تكتمل عملية الدفع',
      body: 'تعذّر إتمام الدفع (الباقة: شهري). يمكنك المحاولة مرة أخرى من صفحة الباقات.',
    })
    expect(ar.body.data[1]!.title).toBe('تم تأكيد اشتراكك: شهري')
    expect(ar.body.data[1]!.body).toContain('لديك 30 يومًا من الوصول الكامل')
  })

  it('writes trial_ending near the end of the trial and subscription_expired after it, once each', async () => {
    const learner = await signUp(client)
    const soon = new Date(Date.now() + DAY + 60_000)
    await db.update(subscriptions).set({ endDate: soon }).where(eq(subscriptions.userId, learner.id))
    await list(learner.token)
    const en = await list(learner.token)
    expect(en.body.data.map((n) => n.type)).toEqual(['trial_ending', 'trial_started'])
    expect(en.body.data[0]).toMatchObject({
      title: 'Your free trial ends soon',
      body: 'Your free trial ends in 2 days. Choose a plan to keep practising.',
      link: '/pricing',
    })
    expect((await list(learner.token, '', 'ar')).body.data[0]).toMatchObject({
      title: 'تنتهي فترتك التجريبية المجانية قريبًا',
      body: 'تنتهي فترتك التجريبية المجانية خلال يومين. اختر باقة لمواصلة التدريب.',
    })

    const ended = new Date(Date.now() - 60_000)
    await db
      .update(subscriptions)
      .set({ startDate: new Date(ended.getTime() - 7 * DAY), endDate: ended })
      .where(eq(subscriptions.userId, learner.id))
    await list(learner.token)
    const after = await list(learner.token)
    expect(after.body.data.map((n) => n.type).sort()).toEqual(['subscription_expired', 'trial_ending', 'trial_started'])
    const expired = after.body.data.find((n) => n.type === 'subscription_expired')!
    expect(expired).toMatchObject({
      title: 'Your free trial has ended',
      body: 'Choose a plan to continue your evaluations, practice and divisions. Your reports and history are kept.',
      link: '/pricing',
    })
    // Dated when the trial ended, not when the list was read.
    expect(expired.created_at).toBe(ended.toISOString())
  })

  it('the demo learner is seeded with the trial_started notification', async () => {
    expect(await seedDemo(db, { ...config, seedDemo: true })).toBe(true)
    const [demo] = await db.select().from(users).where(eq(users.email, demoLearner.email))
    const rows = await db.select().from(notifications).where(eq(notifications.userId, demo!.id))
    expect(rows.map((row) => [row.type, row.link, row.readAt])).toEqual([['trial_started', '/pricing', null]])
  })
})

describe('listing and reading notifications', () => {
  /** A learner with 12 notifications besides the trial's, one minute apart (the newest last). */
  async function learnerWithMany() {
    const learner = await signUp(client)
    const base = Date.now() + 60_000
    for (let i = 0; i < 12; i++)
      await notify(db, {
        userId: learner.id,
        type: 'announcement',
        params: { title: { en: `News ${i}`, ar: `خبر ${i}` }, body: { en: `Body ${i}`, ar: `نص ${i}` } },
        eventKey: `announcement:test-${i}`,
        createdAt: new Date(base + i * 60_000),
      })
    return learner
  }

  it('pages newest first, filters unread, and counts unread over all pages', async () => {
    const learner = await learnerWithMany()
    const first = await list(learner.token, '?per_page=5')
    expect(first.body.meta).toEqual({ total: 13, page: 1, per_page: 5, last_page: 3, unread_count: 13 })
    expect(first.body.data.map((n) => n.title)).toEqual(['News 11', 'News 10', 'News 9', 'News 8', 'News 7'])
    const last = await list(learner.token, '?per_page=5&page=3')
    expect(last.body.data.map((n) => n.title)).toEqual(['News 1', 'News 0', 'Your free trial has started'])
    expect((await list(learner.token, '?per_page=5&page=9')).body).toMatchObject({ data: [], meta: { page: 9 } })
    expect((await list(learner.token, '?per_page=5', 'ar')).body.data[0]).toMatchObject({
      title: 'خبر 11',
      body: 'نص 11',
    })

    for (const n of first.body.data.slice(0, 3))
      expect((await client.post(`/notifications/${n.id}/read`, { token: learner.token })).status).toBe(200)
    const unread = await list(learner.token, '?unread_only=true&per_page=5')
    expect(unread.body.meta).toMatchObject({ total: 10, last_page: 2, unread_count: 10 })
    expect(unread.body.data.map((n) => n.title)).toEqual(['News 8', 'News 7', 'News 6', 'News 5', 'News 4'])
    expect(unread.body.data.every((n) => n.read_at === null)).toBe(true)
    const all = await list(learner.token, '?unread_only=false&per_page=100')
    expect(all.body.meta).toMatchObject({ total: 13, unread_count: 10 })
  })

  it('marks one read idempotently, keeping the first read_at; others and bad ids are refused', async () => {
    const learner = await signUp(client)
    const other = await signUp(client)
    const [mine] = (await list(learner.token)).body.data
    const read = await client.post<Notification>(`/notifications/${mine!.id}/read`, { token: learner.token })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: mine!.id, type: 'trial_started', title: 'Your free trial has started' })
    expect(read.body.read_at).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 5))
    const again = await client.post<Notification>(`/notifications/${mine!.id}/read`, {
      token: learner.token,
      lang: 'ar',
    })
    expect(again.status).toBe(200)
    expect(again.body.read_at).toBe(read.body.read_at)
    expect(again.body.title).toBe('بدأت فترتك التجريبية المجانية')
    expect((await list(learner.token)).body.meta.unread_count).toBe(0)

    const foreign = await client.post(`/notifications/${mine!.id}/read`, { token: other.token, lang: 'ar' })
    expect(foreign).toMatchObject({ status: 404, body: { message: 'غير موجود' } })
    expect((await list(other.token)).body.meta.unread_count).toBe(1)
    expect((await client.post('/notifications/ntf_doesnotexist/read', { token: learner.token })).status).toBe(404)
    for (const bad of ['bad!id', 'short', 'x'.repeat(41), '%00', "ntf_'%20OR%201=1"]) {
      const answer = await client.post(`/notifications/${bad}/read`, { token: learner.token })
      expect(answer.status, bad).toBe(400)
    }
    expect((await client.post(`/notifications/${mine!.id}/read`)).status).toBe(401)
  })

  it('refuses malformed query parameters with a localized 400, and asks for a token', async () => {
    const learner = await signUp(client)
    for (const query of ['?unread_only=yes', '?unread_only=1', '?unread_only=', '?page=0', '?per_page=101', '?page=x'])
      expect((await list(learner.token, query)).status, query).toBe(400)
    const ar = await list(learner.token, '?unread_only=maybe', 'ar')
    expect(ar.body).toMatchObject({ message: 'المعامل غير المقروءة فقط غير صالح.' })
    expect((await client.get('/notifications')).status).toBe(401)
    expect((await client.post('/notifications/read-all')).status).toBe(401)
  })

  it('marks all read, and only the learner own', async () => {
    const learner = await learnerWithMany()
    const other = await signUp(client)
    const [first] = (await list(learner.token)).body.data
    await client.post(`/notifications/${first!.id}/read`, { token: learner.token })
    const all = await client.post('/notifications/read-all', { token: learner.token })
    expect(all).toMatchObject({ status: 200, body: { updated: 12, unread_count: 0 } })
    const after = await list(learner.token, '?per_page=100')
    expect(after.body.meta.unread_count).toBe(0)
    expect(after.body.data.every((n) => n.read_at !== null)).toBe(true)
    expect((await list(learner.token, '?unread_only=true')).body.meta).toMatchObject({ total: 0, unread_count: 0 })
    expect((await client.post('/notifications/read-all', { token: learner.token })).body).toEqual({
      updated: 0,
      unread_count: 0,
    })
    expect((await list(other.token)).body.meta.unread_count).toBe(1)
  })

  it('are removed with the account', async () => {
    const learner = await learnerWithMany()
    const before = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, learner.id))
    expect(before[0]!.n).toBe(13)
    const deleted = await client.post('/settings/delete-account', {
      token: learner.token,
      body: { password: learner.password },
    })
    expect(deleted.status).toBe(200)
    const after = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, learner.id))
    expect(after[0]!.n).toBe(0)
  })
})
