import { describe, expect, it } from 'vitest'
import { isAbsoluteUrl, routeRuleTarget, type RouteRule } from './navigation'

const rules: RouteRule[] = [
  { from: '/register', to: '/signup', status: 301 },
  { from: '/help', to: 'https://help.example.org/academy', status: 302 },
]

describe('route rules in the SPA', () => {
  it('sends an old path to its route with the query kept', () => {
    expect(routeRuleTarget(rules, '/register', 'email=a%40b.co')).toEqual({
      href: '/signup?email=a%40b.co',
      external: false,
    })
    expect(routeRuleTarget(rules, '/register')).toEqual({ href: '/signup', external: false })
  })

  it('marks an absolute target as leaving the app', () => {
    expect(routeRuleTarget(rules, '/help', 'x=1')).toEqual({ href: 'https://help.example.org/academy', external: true })
  })

  it('matches exact paths only', () => {
    expect(routeRuleTarget(rules, '/register/now')).toBeNull()
    expect(routeRuleTarget(rules, '/home')).toBeNull()
  })

  it('tells absolute URLs from app paths', () => {
    for (const href of ['https://a.b/c', 'http://localhost:3000/', 'mailto:x@y.z', '//cdn.example/x'])
      expect(isAbsoluteUrl(href)).toBe(true)
    for (const href of ['/pricing', 'settings', '?a=1', '#top']) expect(isAbsoluteUrl(href)).toBe(false)
  })
})
