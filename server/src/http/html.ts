import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { negotiateLocale, type ServerLocale } from '../i18n/messages'

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => entities[ch]!)

/** The learner's language: the SPA's cookie first (same origin), else Accept-Language. */
export function pageLocale(c: Context): ServerLocale {
  const cookie = getCookie(c, 'i18n_redirected')
  return cookie === 'ar' || cookie === 'en' ? cookie : negotiateLocale(c.req.header('Accept-Language'))
}

/** A server-rendered page: no script, styles from /server-pages.css (the CSP allows nothing inline). */
export function page(locale: ServerLocale, title: string, body: string) {
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/server-pages.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

export const pagesCss = `
:root { color-scheme: light; font-family: system-ui, "Noto Sans Arabic", sans-serif; color: #11181c; background: #f8f9fa; }
body { margin: 0; }
main { max-width: 44rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d7dbdf; border-radius: 0.5rem; }
h1 { font-size: 1.5rem; margin-block: 0 1rem; }
.badge { display: inline-block; padding: 0.125rem 0.5rem; border-radius: 1rem; background: #fff3c4; color: #5c3d00; font-size: 0.875rem; font-weight: 600; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; }
dt { font-weight: 600; color: #3b4248; }
dd { margin: 0; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
.actions form { margin: 0; }
button { font: inherit; padding: 0.625rem 1.25rem; border-radius: 0.375rem; border: 1px solid transparent; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
.pay { background: #18794e; color: #fff; }
.fail { background: #fff; color: #a01d24; border-color: #a01d24; }
a { color: #0f5c3a; }
.message { border-top: 1px solid #e6e8eb; padding-block: 1rem; }
.message pre { white-space: pre-wrap; font: inherit; background: #f1f3f5; padding: 0.75rem; border-radius: 0.375rem; }
.meta { color: #3b4248; font-size: 0.875rem; }
.code { font-size: 1.25rem; font-weight: 700; letter-spacing: 0.1em; direction: ltr; unicode-bidi: isolate; }
`
