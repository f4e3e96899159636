import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { activateLocale, i18n, loadEveryScreenMessages } from './i18n'

// "Log in" is on the first screen (the login page); "Refunded" only on the billing page.
const firstScreen = msg`Log in`
const later = msg`Refunded`
const isTranslated = (descriptor: typeof later, text: string) => i18n._(descriptor) === text

// One module, one sequence: the catalog's state carries from one step to the next, as in the app.
describe('activateLocale and loadEveryScreenMessages', () => {
  it('activates the first screen’s strings alone at first', async () => {
    await activateLocale('ar')

    expect(i18n.locale).toBe('ar')
    expect(i18n._(firstScreen)).toBe('تسجيل الدخول')
    expect(isTranslated(later, 'مُسترَد')).toBe(false)
  })

  it('adds every screen’s strings on demand', async () => {
    await loadEveryScreenMessages()

    expect(i18n._(later)).toBe('مُسترَد')
    expect(i18n._(firstScreen)).toBe('تسجيل الدخول')
  })

  it('gives a language activated afterwards both parts at once', async () => {
    await activateLocale('en')

    expect(i18n._(firstScreen)).toBe('Log in')
    expect(i18n.messages[later.id!]).toBeDefined()
  })
})
