import { describe, expect, it } from 'vitest'
import { createBoundedToaster } from './create-bounded-toaster'
import { TOAST_DURATION_MS, TOAST_MAX, TOAST_REMOVE_DELAY_MS } from './toast.constants'
import { toaster } from './toaster'

const titles = (store: ReturnType<typeof createBoundedToaster>) => store.getVisibleToasts().map((toast) => toast.title)

describe('createBoundedToaster', () => {
  it('drops the oldest toast instead of queueing the newest', () => {
    const store = createBoundedToaster({ max: 3 })
    for (const title of ['one', 'two', 'three', 'four']) store.info({ title })

    expect(titles(store)).toEqual(['four', 'three', 'two'])
    expect(store.getCount()).toBe(3)
  })

  it('drops for every kind of toast, not only create()', () => {
    const store = createBoundedToaster({ max: 2 })
    store.error({ title: 'error' })
    store.success({ title: 'success' })
    store.warning({ title: 'warning' })

    expect(titles(store)).toEqual(['warning', 'success'])
  })

  it('updates a toast on screen in place without dropping another', () => {
    const store = createBoundedToaster({ max: 2 })
    const first = store.create({ title: 'first' })
    store.create({ title: 'second' })
    store.update(first, { title: 'first, updated' })

    expect(titles(store)).toEqual(['second', 'first, updated'])
  })
})

describe('the app toaster', () => {
  it('follows the spec: 5 at once, 3 s, removed 200 ms after closing', () => {
    expect(toaster.attrs).toMatchObject({
      max: TOAST_MAX,
      duration: TOAST_DURATION_MS,
      removeDelay: TOAST_REMOVE_DELAY_MS,
    })
    expect([TOAST_MAX, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([5, 3000, 200])
  })
})
