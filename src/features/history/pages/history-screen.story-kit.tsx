import { userEvent, within } from 'storybook/test'
import { Route, Switch, useLocation, useSearch } from 'wouter'
import type { MockHandlers } from '~/api/mock-api'
import { paths } from '~/lib/paths'
import type { PageProps } from '~/lib/page-props'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { historyApi, historyRequests } from '../testing'
import HistoryPage from './history-page'

/**
 * What the history screen's stories share (history-page*.stories.tsx): their parameters, the routes
 * around the page, and helpers. Their metas carry a `//` comment, not a `/** *\/` one: Storybook's
 * CSF plugin turns a doc comment on the meta into docs parameters that replace the meta's own (the
 * screen's mock API and route were lost, and the stories failed).
 */
export const historyScreen = (
  api: MockHandlers = historyApi(),
  route = '/history',
  apiDelayMs = 0,
): { screen: ScreenParameters } => ({
  screen: { route, api, apiDelayMs },
})

/** Where the memory router is: the filters and the page live in the URL. */
function Address() {
  const [path] = useLocation()
  const search = useSearch()
  return <p data-testid="address">{`${path}${search ? `?${search}` : ''}`}</p>
}

/** The page, and the reports its rows open. */
export function HistoryRoutes(props: PageProps) {
  return (
    <>
      <Switch>
        <Route path={paths.practiceReport.path}>{(params) => <p>Practice report {params.id}</p>}</Route>
        <Route path={paths.evaluateReport.path}>{(params) => <p>Evaluation report {params.id}</p>}</Route>
        <Route path={paths.evaluate.path}>
          <p>Create an evaluation</p>
        </Route>
        <Route>
          <HistoryPage {...props} />
        </Route>
      </Switch>
      <Address />
    </>
  )
}

/** What the three files' metas share (each adds its title, and a `//` comment: see above). */
export const historyStoryMeta = {
  component: HistoryRoutes,
  args: { title: 'Tests History', params: {} },
  decorators: [withScreen],
  beforeEach: () => {
    historyRequests.length = 0
  },
  parameters: historyScreen(),
}

export const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address')
export const lastRequest = () => Object.fromEntries(historyRequests.at(-1) ?? [])
const body = () => within(document.body)

/** Picks `option` in the select named `select`. */
export async function choose(canvasElement: HTMLElement, select: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: select }))
  await userEvent.click(await body().findByRole('option', { name: option }))
}
