import type { MockHandlers, MockRequest } from '~/api/mock-api'
import { sampleCatalog } from '~/features/catalog/testing'
import type { FullTest } from '~/features/full-test'
import type { HistoryList, HistoryRow } from './api/history'

/** Sample history rows and a `GET /history` that filters and pages them as the server does (stories only). */

type Sample = Omit<HistoryRow, 'id' | 'quiz_id' | 'domain'> & { domain: string | null }

const samples: Sample[] = [
  {
    kind: 'practice',
    system: 'SAT',
    subject: 'math',
    domain: 'algebra',
    score: 80,
    status_code: 3,
    correct: 8,
    total: 10,
    points_earned: 160,
    created_at: '2026-11-20T18:00:00Z',
  },
  {
    kind: 'evaluation',
    system: 'SAT',
    subject: 'math',
    domain: null,
    score: 45,
    status_code: 1,
    correct: 10,
    total: 22,
    points_earned: 180,
    created_at: '2026-11-18T09:30:00Z',
  },
  {
    kind: 'practice',
    system: 'EST',
    subject: 'reading_writing',
    domain: 'craft_and_structure',
    score: 60,
    status_code: 2,
    correct: 6,
    total: 10,
    points_earned: 100,
    created_at: '2026-11-12T15:10:00Z',
  },
  {
    kind: 'division',
    system: null,
    subject: 'math',
    domain: null,
    score: 70,
    status_code: 2,
    correct: 7,
    total: 10,
    points_earned: 140,
    created_at: '2026-11-08T11:00:00Z',
  },
  {
    kind: 'short_test',
    system: null,
    subject: 'math',
    domain: null,
    score: 90,
    status_code: 3,
    correct: 9,
    total: 10,
    points_earned: 200,
    created_at: '2026-11-05T08:45:00Z',
  },
  {
    kind: 'evaluation',
    system: 'SAT',
    subject: 'reading_writing',
    domain: null,
    score: 74,
    status_code: 2,
    correct: 20,
    total: 27,
    points_earned: 380,
    created_at: '2026-11-02T20:15:00Z',
  },
]

/** The first `count` tests (the six samples over and over, a day apart), newest first. */
export function sampleHistory(count: number = samples.length): Sample[] {
  const newest = Date.parse(samples[0]!.created_at)
  return Array.from({ length: count }, (_, index) => {
    const sample = samples[index % samples.length]!
    if (index < samples.length) return sample
    return { ...sample, created_at: new Date(newest - index * 86_400_000).toISOString() }
  })
}

const idOf = (index: number) => `qz_Hist${String(index + 1).padStart(4, '0')}`

/** Every `GET /history` query a story's page sent, oldest first. */
export const historyRequests: URLSearchParams[] = []

const utcDay = (iso: string) => iso.slice(0, 10)

/** The server names things in the reader's language: the story's (its `<html lang>`). */
const readerLanguage = () => document.documentElement.lang || 'en'

/** One page of the rows, after the query's filters; domains named in the request's language. */
export function answerHistory(rows: Sample[], { query }: MockRequest): HistoryList {
  historyRequests.push(query)
  const catalog = sampleCatalog(readerLanguage())
  const domainName = (id: string) =>
    catalog.systems
      .flatMap((system) => system.subjects)
      .flatMap((subject) => subject.domains)
      .find((domain) => domain.id === id)?.name ?? id
  const page = Number(query.get('page') ?? 1)
  const perPage = Number(query.get('per_page') ?? 10)
  const matching = rows
    .map((row, index) => ({ ...row, index }))
    .filter(
      (row) =>
        (!query.get('kind') || row.kind === query.get('kind')) &&
        (!query.get('system') || row.system === query.get('system')) &&
        (!query.get('subject') || row.subject === query.get('subject')) &&
        (!query.get('domain') || row.domain === query.get('domain')) &&
        (!query.get('from') || utcDay(row.created_at) >= query.get('from')!) &&
        (!query.get('to') || utcDay(row.created_at) <= query.get('to')!),
    )
  return {
    data: matching.slice((page - 1) * perPage, page * perPage).map(({ index, domain, ...row }) => ({
      ...row,
      id: idOf(index),
      quiz_id: idOf(index),
      domain: domain ? { id: domain, name: domainName(domain) } : null,
    })),
    meta: {
      total: matching.length,
      page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(matching.length / perPage)),
    },
  }
}

/** The calls of `/history`: the catalog in the page's language, these rows, and these full-length tests. */
export function historyApi(rows: Sample[] = sampleHistory(), fullTests: FullTest[] = []): MockHandlers {
  return {
    'GET /catalog': () => ({ status: 200, body: sampleCatalog(readerLanguage()) }),
    'GET /history': (request) => ({ status: 200, body: answerHistory(rows, request) }),
    'GET /full-tests': () => ({ status: 200, body: { items: fullTests } }),
  }
}
