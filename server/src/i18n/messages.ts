/** Server-side messages in every interface language (spec §7: they follow Accept-Language). */
export const serverLocales = ['en', 'ar'] as const
export type ServerLocale = (typeof serverLocales)[number]

const catalog = {
  notFound: { en: 'Not Found', ar: 'غير موجود' },
  internalError: { en: 'Internal Server Error', ar: 'خطأ داخلي في الخادم' },
  badRequest: { en: 'Bad Request', ar: 'طلب غير صالح' },
  methodNotAllowed: { en: 'Method Not Allowed', ar: 'الطريقة غير مسموح بها' },
  databaseUnavailable: {
    en: 'The service is temporarily unavailable. Please try again in a moment.',
    ar: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
  },
  routeNotFound: { en: 'No API route matches {path}', ar: 'لا يوجد مسار في الواجهة البرمجية يطابق {path}' },
} as const satisfies Record<string, Record<ServerLocale, string>>

export type MessageKey = keyof typeof catalog

/** Picks en or ar from an Accept-Language header (first supported tag by q-order). */
export function negotiateLocale(header: string | undefined | null): ServerLocale {
  if (!header) return 'en'
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const match = tags.find((entry) => (serverLocales as readonly string[]).includes(entry.base))
  return (match?.base as ServerLocale | undefined) ?? 'en'
}

export function translate(locale: ServerLocale, key: MessageKey, params: Record<string, string> = {}): string {
  return catalog[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`)
}
