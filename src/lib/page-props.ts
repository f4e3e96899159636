/** What the router gives every page component. */
export interface PageProps {
  /** The route's translated title, also used for `document.title`. */
  title: string
  /** The route's translated description (`AppRoute.description`), when it has one. */
  description?: string
  /** Path parameters, e.g. `{ id }` for quiz and report routes. */
  params: Record<string, string | undefined>
}
