import type { MiddlewareHandler } from 'hono'
import type { components } from '../../../common/api/schema.gen'
import type { AppConfig } from '../config'

export type RouteRule = components['schemas']['RouteRule']

/**
 * The app's redirects (spec §2, "server route-rule redirects are honoured"): old or alternative
 * paths to the spec's routes, and `/help` to the help centre hosted elsewhere when
 * `HELP_CENTER_URL` is set. The server applies them to full page loads; `GET /config` hands them
 * to the SPA, which applies them to its own navigations.
 */
export function routeRulesFor(config: Pick<AppConfig, 'helpCenterUrl'>): RouteRule[] {
  return [
    { from: '/login', to: '/', status: 301 },
    { from: '/register', to: '/signup', status: 301 },
    { from: '/settings/profile', to: '/settings', status: 301 },
    { from: '/reports', to: '/history', status: 301 },
    ...(config.helpCenterUrl ? [{ from: '/help', to: config.helpCenterUrl, status: 302 as const }] : []),
  ]
}

/** Answers a GET or HEAD of a rule's path with its redirect, keeping the query string of an app path. */
export function routeRedirects(rules: RouteRule[]): MiddlewareHandler {
  const byPath = new Map(rules.map((rule) => [rule.from, rule]))
  return async (c, next) => {
    const rule = c.req.method === 'GET' || c.req.method === 'HEAD' ? byPath.get(c.req.path) : undefined
    if (!rule) return next()
    const query = new URL(c.req.url).search
    return c.redirect(rule.to.startsWith('/') ? `${rule.to}${query}` : rule.to, rule.status)
  }
}
