/** For play functions: the dotted paths of the highlighted (`aria-current`) state nodes, outermost first. */
export function highlightedStatePaths(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLElement>('[aria-current="true"]')].map((element) => element.dataset.path ?? '')
}
