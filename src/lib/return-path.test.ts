import { beforeEach, describe, expect, it } from 'vitest'
import { forgetReturnPath, isReturnPath, rememberReturnPath, takeReturnPath } from './return-path'

describe('return path after login', () => {
  beforeEach(() => sessionStorage.clear())

  it('keeps a path of this app with its query, read once', () => {
    rememberReturnPath('/settings/notifications?from=mail')
    expect(takeReturnPath()).toBe('/settings/notifications?from=mail')
    expect(takeReturnPath()).toBeNull()
  })

  it.each(['//evil.example/home', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'home', '/ home'])(
    'refuses %s (not an address of this app)',
    (value) => {
      expect(isReturnPath(value)).toBe(false)
      rememberReturnPath(value)
      expect(takeReturnPath()).toBeNull()
    },
  )

  it('refuses the login pages themselves', () => {
    for (const path of ['/', '/signup?email=a%40b.c', '/forgot-password', '/otp'])
      expect(isReturnPath(path)).toBe(false)
  })

  it('does not trust what was stored by other means', () => {
    sessionStorage.setItem('returnPath', '//evil.example')
    expect(takeReturnPath()).toBeNull()
  })

  it('is forgotten on sign-out', () => {
    rememberReturnPath('/history')
    forgetReturnPath()
    expect(takeReturnPath()).toBeNull()
  })
})
