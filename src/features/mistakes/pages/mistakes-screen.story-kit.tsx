import { css } from 'styled-system/css'
import { Route, Switch, useLocation } from 'wouter'
import type { Decorator } from '@storybook/react-vite'
import { paths } from '~/lib/paths'
import type { PageProps } from '~/lib/page-props'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { mistakeQueries, mistakesApi, reviewRequests, type MistakesApiOptions } from '../testing'
import MistakesPage from './mistakes-page'

/**
 * What the mistake log's stories share (mistakes-page*.stories.tsx). Their metas carry a `//`
 * comment, not a doc comment: Storybook's CSF plugin would replace the meta's parameters with docs.
 */
export const mistakesScreen = (options: MistakesApiOptions = {}, apiDelayMs = 0): { screen: ScreenParameters } => ({
  screen: { route: '/mistakes', api: mistakesApi(options), apiDelayMs },
})

function Address() {
  const [path] = useLocation()
  return <p data-testid="address">{path}</p>
}

/** The page, and where its links lead. */
export function MistakesRoutes(props: PageProps) {
  return (
    <>
      <Switch>
        <Route path={paths.practiceQuiz.path}>{(params) => <p>Review quiz {params.id}</p>}</Route>
        <Route path={paths.practice.path}>
          <p>Practice page</p>
        </Route>
        <Route>
          <MistakesPage {...props} />
        </Route>
      </Switch>
      <Address />
    </>
  )
}

export const mistakesStoryMeta = {
  component: MistakesRoutes,
  args: {
    title: 'Mistake log',
    description: 'Every question you missed, with its explanation, and when to see it again.',
    params: {},
  },
  decorators: [withScreen],
  beforeEach: () => {
    reviewRequests.length = 0
    mistakeQueries.length = 0
  },
  parameters: mistakesScreen(),
}

/** A phone's width: nothing may scroll sideways. */
export const phone: Decorator = (Story) => (
  <div data-testid="phone" className={css({ width: '360px', maxWidth: '360px', overflowX: 'hidden' })}>
    <Story />
  </div>
)

/** The phone frame's content fits its width. */
export function fitsPhone(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>('[data-testid="phone"]')!
  // `scrollWidth` counts what overflows even where it is clipped.
  if (frame.scrollWidth <= frame.clientWidth + 1) return true
  const box = frame.getBoundingClientRect()
  const wide = [...frame.querySelectorAll<HTMLElement>('*')].filter((element) => {
    const rect = element.getBoundingClientRect()
    return rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1)
  })
  return wide.map((element) => `${element.tagName}.${element.className} ${element.getBoundingClientRect().width}`)
}
