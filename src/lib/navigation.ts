import type { components } from '@common/api/schema.gen'

export type RouteRule = components['schemas']['RouteRule']

/** `https://…`, `mailto:…` or `//host/…`: a place outside the app. */
export function isAbsoluteUrl(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')
}

/** Spec §2: an absolute-URL redirect leaves the app by a full page load. */
export function leaveApp(href: string): void {
  window.location.assign(href)
}

/**
 * Where a route rule of the server sends `pathname` (with `search`, kept for an app path), or
 * `null` when no rule applies. Rules match exact paths, as the server applies them.
 */
export function routeRuleTarget(
  rules: readonly RouteRule[],
  pathname: string,
  search = '',
): { href: string; external: boolean } | null {
  const rule = rules.find((candidate) => candidate.from === pathname)
  if (!rule) return null
  if (isAbsoluteUrl(rule.to)) return { href: rule.to, external: true }
  return { href: search ? `${rule.to}?${search.replace(/^\?/, '')}` : rule.to, external: false }
}
