import { describe, expect, it } from 'vitest'
import type { HistoryRow } from '~/features/history'
import { alignedScores, progressPoints, seriesIn, seriesOf } from './progress-points'

const row = (
  id: string,
  kind: HistoryRow['kind'],
  score: number,
  created_at: string,
  subject: HistoryRow['subject'] = 'math',
): HistoryRow => ({
  id,
  quiz_id: id,
  kind,
  system: kind === 'division' || kind === 'short_test' ? null : 'SAT',
  subject,
  domain: null,
  score,
  status_code: 2,
  correct: 1,
  total: 2,
  points_earned: 10,
  created_at,
})

// As the API sends them: newest first.
const rows = [
  row('d', 'short_test', 90, '2026-11-20T18:05:00Z'),
  row('c', 'division', 100, '2026-11-20T18:00:00Z'),
  row('b', 'practice', 60, '2026-11-18T09:30:00Z', 'reading_writing'),
  row('a', 'evaluation', 4, '2026-11-12T15:10:00Z'),
]

describe('progressPoints', () => {
  it('numbers the tests 1…n, oldest first', () => {
    const points = progressPoints(rows)
    expect(points.map((point) => point.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(points.map((point) => point.x)).toEqual([1, 2, 3, 4])
    expect(points[2]!.takenAt.toISOString()).toBe('2026-11-20T18:00:00.000Z')
  })

  it('gives tests minutes (or the same second) apart a step each, not a spike', () => {
    const burst = Array.from({ length: 9 }, (_, index) =>
      row(`t${index}`, 'division', 100, `2026-11-20T18:0${index}:00Z`),
    ).reverse()
    expect(progressPoints(burst).map((point) => point.x)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    const same = '2026-11-20T18:00:00Z'
    const xs = progressPoints([row('y', 'practice', 10, same), row('x', 'practice', 20, same)]).map((p) => p.x)
    expect(xs).toEqual([1, 2])
  })
})

describe('alignedScores', () => {
  it('has one score array per kind, null where the test is of another kind; Short Tests with division quizzes', () => {
    const [xs, evaluation, practice, division] = alignedScores(progressPoints(rows))
    expect(xs).toEqual([1, 2, 3, 4])
    expect(evaluation).toEqual([4, null, null, null])
    expect(practice).toEqual([null, 60, null, null])
    expect(division).toEqual([null, null, 100, 90])
  })
})

describe('seriesIn', () => {
  it('lists the kinds with a test, in series order', () => {
    expect(seriesIn(progressPoints(rows))).toEqual(['evaluation', 'practice', 'division'])
    expect(seriesIn(progressPoints(rows.slice(0, 1)))).toEqual(['division'])
    expect(seriesIn([])).toEqual([])
    expect(seriesOf('short_test')).toBe('division')
    expect(seriesOf('evaluation')).toBe('evaluation')
  })
})
