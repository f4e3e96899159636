import { describe, expect, it } from 'vitest'
import type { HistoryRow } from '~/features/history'
import { alignedScores, progressPoints, subjectsOf } from './progress-points'

const row = (id: string, subject: HistoryRow['subject'], score: number, created_at: string): HistoryRow => ({
  id,
  quiz_id: id,
  kind: 'practice',
  system: 'SAT',
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
  row('c', 'math', 80, '2026-11-20T18:00:00Z'),
  row('b', 'reading_writing', 60, '2026-11-18T09:30:00Z'),
  row('a', 'math', 45, '2026-11-12T15:10:00Z'),
]

describe('progressPoints', () => {
  it('puts the tests oldest first, x in seconds', () => {
    const points = progressPoints(rows)
    expect(points.map((point) => point.id)).toEqual(['a', 'b', 'c'])
    expect(points[0]!.x).toBe(Date.parse('2026-11-12T15:10:00Z') / 1000)
    expect(points[2]!.takenAt.toISOString()).toBe('2026-11-20T18:00:00.000Z')
  })

  it('gives tests of the same second increasing x values', () => {
    const same = '2026-11-20T18:00:00Z'
    const points = progressPoints([row('y', 'math', 10, same), row('x', 'math', 20, same), row('z', 'math', 30, same)])
    const xs = points.map((point) => point.x)
    expect(xs[1]! - xs[0]!).toBeCloseTo(0.001)
    expect(xs[2]! - xs[1]!).toBeCloseTo(0.001)
  })
})

describe('alignedScores', () => {
  it('has one score array per subject, null where the test was in the other', () => {
    const [xs, math, readingWriting] = alignedScores(progressPoints(rows))
    expect(xs).toHaveLength(3)
    expect(math).toEqual([45, null, 80])
    expect(readingWriting).toEqual([null, 60, null])
  })
})

describe('subjectsOf', () => {
  it('lists the subjects with a test, Math first', () => {
    expect(subjectsOf(progressPoints(rows))).toEqual(['math', 'reading_writing'])
    expect(subjectsOf(progressPoints(rows.slice(1, 2)))).toEqual(['reading_writing'])
    expect(subjectsOf([])).toEqual([])
  })
})
