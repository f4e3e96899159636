import { userEvent, waitFor, within } from 'storybook/test'

/** For play functions: the dotted paths of the highlighted (`aria-current`) state nodes, outermost first. */
export function highlightedStatePaths(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLElement>('[aria-current="true"]')].map((element) => element.dataset.path ?? '')
}

/** For play functions: waits until ELK has laid the statechart out and the SVG is drawn. */
export async function statechartDrawn(root: HTMLElement): Promise<SVGSVGElement> {
  return waitFor(
    () => {
      const svg = root.querySelector<SVGSVGElement>('svg[data-statechart]')
      if (svg === null) throw new Error('The statechart is still being laid out')
      return svg
    },
    { timeout: 10_000 },
  )
}

/** For play functions: the label of a transition in the drawing, by its event (the first, if several). */
export function transitionLabel(root: HTMLElement, eventType: string): SVGGElement | null {
  return root.querySelector<SVGGElement>(`svg[data-statechart] [data-event="${CSS.escape(eventType)}"]`)
}

/** For play functions: presses the replay button of the path to `target` (its active leaf paths, comma-separated). */
export async function replayPath(root: HTMLElement, target: string): Promise<void> {
  await userEvent.click(within(root).getByRole('button', { name: `Replay the path to ${target}` }))
}
