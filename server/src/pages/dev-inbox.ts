import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnvBindings } from '../http/app-env'
import { outboxMessages } from '../db/schema'
import { escapeHtml, page, pageLocale } from './html'

const codeOf = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? null

/**
 * Development only (never mounted in production): every message the server
 * sent, newest first, as a page and as JSON (`?to=` filters by recipient),
 * so codes can be read without a mail server.
 */
export const devInboxPages = new Hono<AppEnvBindings>()
  // A stand-in for a country lookup such as ip2c.org (reply `1;EG;EGY;Egypt`), to try
  // `COUNTRY_LOOKUP_URL` without a third party: `?country=AE` picks the answer.
  .get('/dev/country-lookup', (c) => {
    const country = (c.req.query('country') ?? 'EG').toUpperCase()
    c.header('Access-Control-Allow-Origin', '*')
    if (!/^[A-Z]{2}$/.test(country)) return c.text('0', 200)
    return c.text(`1;${country};;`, 200)
  })
  .get('/dev/inbox.json', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase()
    const rows = await c
      .get('deps')
      .db.select()
      .from(outboxMessages)
      .where(to ? eq(outboxMessages.recipient, to) : undefined)
      .orderBy(desc(outboxMessages.createdAt))
      .limit(50)
    return c.json(
      rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        code: codeOf(row.body),
        status: row.status,
        transport: row.transport,
        created_at: row.createdAt.toISOString(),
      })),
    )
  })
  .get('/dev/inbox', async (c) => {
    const locale = pageLocale(c)
    const rows = await c.get('deps').db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(50)
    const title = locale === 'ar' ? 'صندوق الرسائل التجريبي' : 'Dev inbox'
    const empty = locale === 'ar' ? 'لم تُرسل أي رسالة بعد.' : 'No message has been sent yet.'
    const list = rows
      .map(
        (row) => `<article class="message">
<h2>${escapeHtml(row.subject)}</h2>
<p class="meta"><span dir="ltr">${escapeHtml(row.recipient)}</span> · ${row.channel} · ${row.status} · <time datetime="${row.createdAt.toISOString()}">${row.createdAt.toISOString()}</time></p>
${codeOf(row.body) ? `<p class="code">${codeOf(row.body)}</p>` : ''}
<pre>${escapeHtml(row.body)}</pre>
</article>`,
      )
      .join('\n')
    c.header('Cache-Control', 'no-store')
    return c.html(page(locale, title, `<h1>${title}</h1>${list || `<p>${empty}</p>`}`))
  })
