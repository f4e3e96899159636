import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDLE_FALLBACK_MS } from '~/lib/when-idle'
import type { RouteName } from '~/lib/paths'
import { lazyPreloadable } from './lazy-with-reload'
import { HOVER_INTENT_MS, startPrefetching } from './route-prefetch'
import type { AppRoute, LayoutKind } from './routes'

/** A route of the table, with its chunk import and its reads as spies. */
function fakeRoute(name: RouteName, path: string, layout: LayoutKind, next: RouteName[] = []) {
  const load = vi.fn(async () => ({ default: () => null }))
  return {
    name,
    path,
    layout,
    title: { id: name },
    page: lazyPreloadable(load),
    load,
    prefetch: vi.fn(),
    next,
    requiresSubscription: false,
    readsData: name !== 'login',
    greets: false,
  } satisfies AppRoute
}

let routes: ReturnType<typeof fakeRoute>[]
let queryClient: QueryClient
let loadLayout: ReturnType<typeof vi.fn<(layout: LayoutKind) => Promise<unknown> | null>>
let stop = () => {}

const route = (name: RouteName) => routes.find((candidate) => candidate.name === name)!
const prefetchedKeys = () => vi.mocked(queryClient.prefetchQuery).mock.calls.map(([options]) => options.queryKey)
let loadQueryClient: ReturnType<typeof vi.fn<() => Promise<QueryClient>>>
const start = () =>
  (stop = startPrefetching({ loaded: () => queryClient, load: loadQueryClient }, { routes, loadLayout }))

function link(href: string) {
  const anchor = document.createElement('a')
  anchor.href = href
  anchor.textContent = href
  document.body.append(anchor)
  return anchor
}

const hover = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }))

beforeEach(() => {
  vi.useFakeTimers()
  routes = [
    fakeRoute('login', '/', 'auth'),
    fakeRoute('signup', '/signup', 'auth'),
    fakeRoute('home', '/home', 'default', ['evaluate', 'practice']),
    fakeRoute('evaluate', '/evaluate', 'default'),
    fakeRoute('practice', '/practice', 'default'),
    fakeRoute('history', '/history', 'default'),
    fakeRoute('evaluateReport', '/evaluate/report/:id', 'no-navigation'),
  ]
  queryClient = new QueryClient()
  vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue()
  loadQueryClient = vi.fn(async () => queryClient)
  loadLayout = vi.fn((layout: LayoutKind) => (layout === 'default' ? Promise.resolve({}) : null))
  document.cookie = 'token=a-token; Path=/'
  history.replaceState(null, '', '/home')
})

afterEach(() => {
  stop()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.replaceChildren()
  document.cookie = 'token=; Path=/; Max-Age=0'
})

describe('startPrefetching', () => {
  it('starts the first page, the signed-in layout and the session reads with the entry', () => {
    start()

    expect(route('home').load).toHaveBeenCalledTimes(1)
    expect(loadLayout).toHaveBeenCalledWith('default')
    expect(route('home').prefetch).toHaveBeenCalledWith(queryClient, { params: {}, search: '', locale: 'en' })
    expect(prefetchedKeys()).toEqual([['current-user'], ['subscription']])
  })

  it('starts the page the access guard shows: /home for a token on /, / without one', () => {
    history.replaceState(null, '', '/')
    start()
    expect(route('home').load).toHaveBeenCalled()
    expect(route('login').load).not.toHaveBeenCalled()
    stop()

    document.cookie = 'token=; Path=/; Max-Age=0'
    history.replaceState(null, '', '/history')
    start()
    expect(route('login').load).toHaveBeenCalled()
    expect(route('history').prefetch).not.toHaveBeenCalled()
  })

  it("starts a page's code and reads, with its params and search, as the navigation to it starts", () => {
    start()
    vi.mocked(queryClient.prefetchQuery).mockClear()

    history.pushState(null, '', '/evaluate/report/quiz-7?from=history')

    const report = route('evaluateReport')
    expect(report.load).toHaveBeenCalledTimes(1)
    expect(report.prefetch).toHaveBeenCalledWith(queryClient, {
      params: expect.objectContaining({ id: 'quiz-7' }),
      search: '?from=history',
      locale: 'en',
    })
    // Another layout than the signed-in one: no session reads.
    expect(prefetchedKeys()).toEqual([])
  })

  it('asks for the session reads again only when a navigation enters the signed-in layout', () => {
    history.replaceState(null, '', '/evaluate/report/quiz-7')
    start()
    expect(prefetchedKeys()).toEqual([])

    history.pushState(null, '', '/home')
    expect(prefetchedKeys()).toEqual([['current-user'], ['subscription']])

    history.pushState(null, '', '/history')
    expect(prefetchedKeys()).toHaveLength(2)
    expect(route('history').prefetch).toHaveBeenCalledTimes(1)
  })

  it("starts a link's page when the mouse rests on it or the keyboard focuses it", () => {
    start()
    const evaluate = link('/evaluate')
    const history = link('/history')

    hover(evaluate)
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1)
    expect(route('evaluate').load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(route('evaluate').load).toHaveBeenCalledTimes(1)
    expect(route('evaluate').prefetch).toHaveBeenCalledTimes(1)

    history.focus()
    expect(route('history').load).toHaveBeenCalledTimes(1)
    expect(route('history').prefetch).toHaveBeenCalledTimes(1)
  })

  it('leaves a link the mouse only passes over, and links to the page on screen', () => {
    start()
    const evaluate = link('/evaluate')
    hover(evaluate)
    vi.advanceTimersByTime(HOVER_INTENT_MS / 2)
    hover(document.body)
    vi.advanceTimersByTime(HOVER_INTENT_MS)
    expect(route('evaluate').load).not.toHaveBeenCalled()

    hover(link('/home'))
    vi.advanceTimersByTime(HOVER_INTENT_MS)
    expect(route('home').load).toHaveBeenCalledTimes(1)
  })

  it('loads the code of the likely next pages once the page has loaded and the browser is idle', async () => {
    start()
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS)
    // One page per idle period: the first, then the second.
    expect(route('evaluate').load).toHaveBeenCalledTimes(1)
    expect(route('practice').load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS)

    expect(route('evaluate').load).toHaveBeenCalledTimes(1)
    expect(route('practice').load).toHaveBeenCalledTimes(1)
    // Code only: their reads wait for a navigation or an intent.
    expect(route('evaluate').prefetch).not.toHaveBeenCalled()
  })

  it('prefetches nothing ahead of need when the visitor saves data or the connection is 2g', async () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }]) {
      vi.stubGlobal('navigator', { connection })
      start()
      hover(link('/evaluate'))
      link('/history').focus()
      await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS)

      expect(route('evaluate').load).not.toHaveBeenCalled()
      expect(route('practice').load).not.toHaveBeenCalled()
      expect(route('history').load).not.toHaveBeenCalled()
      // The page being opened still starts at once.
      expect(route('home').load).toHaveBeenCalled()
      stop()
      document.body.replaceChildren()
    }
  })

  it('fetches no data and no code beyond the page itself on the signed-out first screen', async () => {
    document.cookie = 'token=; Path=/; Max-Age=0'
    history.replaceState(null, '', '/')
    start()
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS)

    expect(route('login').load).toHaveBeenCalledTimes(1)
    expect(route('signup').load).not.toHaveBeenCalled()
    expect(loadLayout).toHaveBeenCalledWith('auth')
    expect(prefetchedKeys()).toEqual([])
  })

  describe('before the query client has loaded', () => {
    const startWithoutClient = () =>
      (stop = startPrefetching({ loaded: () => undefined, load: loadQueryClient }, { routes, loadLayout }))

    it('does not load it for `/`, which reads nothing', async () => {
      document.cookie = 'token=; Path=/; Max-Age=0'
      history.replaceState(null, '', '/')
      startWithoutClient()
      await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS)

      expect(route('login').load).toHaveBeenCalledTimes(1)
      expect(loadQueryClient).not.toHaveBeenCalled()
    })

    it("loads it beside a reading page's code, then starts that page's reads and the session's", async () => {
      startWithoutClient()
      expect(route('home').load).toHaveBeenCalledTimes(1)
      expect(loadQueryClient).toHaveBeenCalledTimes(1)
      expect(route('home').prefetch).not.toHaveBeenCalled()

      await vi.advanceTimersByTimeAsync(0)
      expect(route('home').prefetch).toHaveBeenCalledWith(queryClient, { params: {}, search: '', locale: 'en' })
      expect(prefetchedKeys()).toEqual([['current-user'], ['subscription']])
    })
  })
})
