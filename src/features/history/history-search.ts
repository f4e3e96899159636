import type { components } from '@common/api/schema.gen'

export type QuizKind = components['schemas']['QuizKind']
export type SystemId = components['schemas']['System']
export type SubjectId = components['schemas']['Subject']

/** The filters of `/history`, each one the contract's query parameter of `GET /history`. */
export interface HistoryFilters {
  kind?: QuizKind
  system?: SystemId
  subject?: SubjectId
  /** A catalog domain id; kept only when the catalog has it (see `keepKnownDomain`). */
  domain?: string
  /** `YYYY-MM-DD`, inclusive. */
  from?: string
  /** `YYYY-MM-DD`, inclusive. */
  to?: string
}

/** What the URL of `/history` says: the filters and the page. */
export interface HistorySearch extends HistoryFilters {
  /** From 1. @default 1 */
  page: number
}

export const QUIZ_KINDS: readonly QuizKind[] = ['evaluation', 'practice', 'division', 'short_test']
export const SYSTEMS: readonly SystemId[] = ['SAT', 'EST']
export const SUBJECTS: readonly SubjectId[] = ['math', 'reading_writing']

/** The order the parameters are written in, so one set of filters has one URL. */
const FILTER_NAMES = [
  'kind',
  'system',
  'subject',
  'domain',
  'from',
  'to',
] as const satisfies readonly (keyof HistoryFilters)[]

/** The contract's bounds: `page` is at least 1; the server refuses more than 6 digits. */
const MAX_PAGE = 1_000_000
/** `CatalogId` of the contract. */
const CATALOG_ID = /^[a-z][a-z0-9_]{1,63}$/

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined

/** A real calendar day written `YYYY-MM-DD` (what `<input type="date">` gives and the contract takes). */
export function isIsoDay(value: string | null): value is string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  // Year 0000 and such: the server reads the day with `new Date`, which takes years from 1 on.
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

function readPage(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,6}$/.test(value)) return 1
  const page = Number(value)
  return page <= MAX_PAGE ? page : 1
}

/**
 * Reads `/history`'s query string. A value the API would refuse (an unknown kind, a date that is
 * no day, page 0) is dropped here, so it is never sent and the learner never meets a `400`.
 */
export function parseHistorySearch(search: string): HistorySearch {
  const params = new URLSearchParams(search)
  const domain = params.get('domain')
  const parsed: HistorySearch = {
    page: readPage(params.get('page')),
    kind: oneOf(QUIZ_KINDS, params.get('kind')),
    system: oneOf(SYSTEMS, params.get('system')),
    subject: oneOf(SUBJECTS, params.get('subject')),
    domain: domain !== null && CATALOG_ID.test(domain) ? domain : undefined,
    from: isIsoDay(params.get('from')) ? params.get('from')! : undefined,
    to: isIsoDay(params.get('to')) ? params.get('to')! : undefined,
  }
  return withoutUndefined(parsed)
}

/** The query string of a search (without `?`): filters in one order, page 1 left out. */
export function historySearchString(search: HistorySearch): string {
  const params = new URLSearchParams()
  for (const name of FILTER_NAMES) {
    const value = search[name]
    if (value) params.set(name, value)
  }
  if (search.page > 1) params.set('page', String(search.page))
  return params.toString()
}

/** Only the filters of a search (no page). */
export function filtersOf(search: HistorySearch): HistoryFilters {
  const { page: _page, ...filters } = search
  return filters
}

export function hasFilters(filters: HistoryFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name] !== undefined)
}

/** A catalog's domains, by subject (only the ids matter here). */
export interface DomainIndex {
  subjects: readonly { id: string; domains: readonly { id: string }[] }[]
}

/**
 * The domain filter only when the catalog has that domain (under the chosen subject, if one is):
 * the server refuses an unknown domain with a `400`, which the learner must not see.
 */
export function keepKnownDomain(filters: HistoryFilters, catalog: DomainIndex): HistoryFilters {
  if (filters.domain === undefined) return filters
  const known = catalog.subjects.some(
    (subject) =>
      (filters.subject === undefined || subject.id === filters.subject) &&
      subject.domains.some((domain) => domain.id === filters.domain),
  )
  return known ? filters : withoutUndefined({ ...filters, domain: undefined })
}

/** The first row shown on a page and the last one ("X out of Y" counts up to the last). */
export function rowRange(page: number, perPage: number, rowsOnPage: number): { first: number; last: number } {
  const first = (page - 1) * perPage + 1
  return { first, last: first + rowsOnPage - 1 }
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T
}
