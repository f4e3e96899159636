import { createRouter } from '../../http/app-env'
import { page, pageLocale } from '../../http/html'
import { messageBody, messageHtml } from './present'
import { recentMessages } from './service'

/**
 * Development only (never mounted in production): every message the server
 * sent, newest first, as a page and as JSON (`?to=` filters by recipient),
 * so codes can be read without a mail server.
 */
export const devInboxPages = createRouter()
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
    const rows = await recentMessages(c.var.deps.db, to)
    return c.json(rows.map(messageBody))
  })
  .get('/dev/inbox', async (c) => {
    const locale = pageLocale(c)
    const rows = await recentMessages(c.var.deps.db)
    const title = locale === 'ar' ? 'صندوق الرسائل التجريبي' : 'Dev inbox'
    const empty = locale === 'ar' ? 'لم تُرسل أي رسالة بعد.' : 'No message has been sent yet.'
    const list = rows.map(messageHtml).join('\n')
    c.header('Cache-Control', 'no-store')
    return c.html(page(locale, title, `<h1>${title}</h1>${list || `<p>${empty}</p>`}`))
  })
