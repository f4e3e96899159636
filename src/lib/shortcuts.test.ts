import { describe, expect, it, vi } from 'vitest'
import { createShortcutMatcher } from './shortcuts'

function setup() {
  let time = 0
  const calls: string[] = []
  const match = createShortcutMatcher(
    { o: () => calls.push('o'), 'o-l': () => calls.push('o-l'), 'o-f': () => calls.push('o-f') },
    { now: () => time },
  )
  return { calls, press: (key: string, extra = {}) => match({ key, ...extra }), wait: (ms: number) => (time += ms) }
}

describe('shortcut matcher (spec §2, §9)', () => {
  it('fires a single key at once', () => {
    const { calls, press } = setup()
    expect(press('o')).toBe(true)
    expect(press('O')).toBe(true)
    expect(calls).toEqual(['o', 'o'])
  })

  it('fires a chain when its second key follows within 800 ms', () => {
    const { calls, press, wait } = setup()
    press('o')
    wait(799)
    press('l')
    press('o')
    wait(800)
    press('f')
    expect(calls).toEqual(['o', 'o-l', 'o', 'o-f'])
  })

  it('lets a chain lapse after 800 ms', () => {
    const { calls, press, wait } = setup()
    press('o')
    wait(801)
    expect(press('l')).toBe(false)
    expect(calls).toEqual(['o'])
  })

  it('ignores keys typed in fields and keys with modifiers', () => {
    const { calls, press } = setup()
    expect(press('o', { target: { tagName: 'TEXTAREA' } })).toBe(false)
    expect(press('o', { target: { tagName: 'INPUT', type: 'email' } })).toBe(false)
    expect(press('o', { target: { tagName: 'DIV', isContentEditable: true } })).toBe(false)
    expect(press('o', { ctrlKey: true })).toBe(false)
    expect(press('o', { target: { tagName: 'INPUT', type: 'checkbox' } })).toBe(true)
    expect(calls).toEqual(['o'])
  })

  it('ignores named keys', () => {
    const spy = vi.fn()
    const match = createShortcutMatcher({ e: spy })
    expect(match({ key: 'Escape' })).toBe(false)
    expect(spy).not.toHaveBeenCalled()
  })
})
