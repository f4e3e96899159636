import { escapeHtml } from '../../http/html'
import type { SentMessage } from './service'

/** The six-digit code in a message's text, if there is one. */
const codeOf = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? null

/** One message of the inbox as JSON (`/dev/inbox.json`, read by the end-to-end suite). */
export const messageBody = (row: SentMessage) => ({
  id: row.id,
  channel: row.channel,
  to: row.recipient,
  subject: row.subject,
  body: row.body,
  code: codeOf(row.body),
  status: row.status,
  transport: row.transport,
  created_at: row.createdAt.toISOString(),
})

/** One message of the inbox page. */
export const messageHtml = (row: SentMessage) => `<article class="message">
<h2>${escapeHtml(row.subject)}</h2>
<p class="meta"><span dir="ltr">${escapeHtml(row.recipient)}</span> · ${row.channel} · ${row.status} · <time datetime="${row.createdAt.toISOString()}">${row.createdAt.toISOString()}</time></p>
${codeOf(row.body) ? `<p class="code">${codeOf(row.body)}</p>` : ''}
<pre>${escapeHtml(row.body)}</pre>
</article>`
