import { describe, expect, it } from 'vitest'
import { accessRedirect } from './access-guard'

describe('accessRedirect', () => {
  it.each(['/', '/signup', '/forgot-password', '/preview-question'])(
    'lets a visitor without a token open %s',
    (path) => {
      expect(accessRedirect(path, false, true)).toBeNull()
    },
  )

  it.each(['/home', '/otp', '/settings/billing', '/evaluate/quiz/abc', '/pricing'])(
    'sends a visitor without a token from %s to /',
    (path) => {
      expect(accessRedirect(path, false, true)).toBe('/')
    },
  )

  it.each(['/', '/signup', '/forgot-password'])('sends a signed-in user from %s to /home', (path) => {
    expect(accessRedirect(path, true, true)).toBe('/home')
  })

  it.each(['/home', '/preview-question', '/practice/report/x'])('lets a signed-in user open %s', (path) => {
    expect(accessRedirect(path, true, true)).toBeNull()
  })

  it('leaves unknown paths to the 404 page, signed in or not', () => {
    expect(accessRedirect('/that-path', false, false)).toBeNull()
    expect(accessRedirect('/that-path', true, false)).toBeNull()
  })
})
