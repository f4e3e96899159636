import type { HistoryRow } from '~/features/history'

export type ProgressSubject = HistoryRow['subject']

/** The chart's series, in this order: Math, then Reading and Writing. */
export const PROGRESS_SUBJECTS = ['math', 'reading_writing'] as const satisfies readonly ProgressSubject[]

/** One finished test on the chart. */
export interface ProgressPoint {
  id: string
  kind: HistoryRow['kind']
  subject: ProgressSubject
  /** 0–100. */
  score: number
  /** When the test started (`created_at`). */
  takenAt: Date
  /** The x value: seconds since the epoch, strictly increasing from one point to the next. */
  x: number
}

/**
 * The tests oldest → newest (the API sends them newest first), each with its own x: a test that
 * shares its second with the one before it moves a millisecond later, so the chart's x values
 * strictly increase and every test keeps a point of its own.
 */
export function progressPoints(rows: readonly HistoryRow[]): ProgressPoint[] {
  const sorted = [...rows].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
  let previous = -Infinity
  return sorted.map((row) => {
    const takenAt = new Date(row.created_at)
    const x = Math.max(takenAt.getTime() / 1000, previous + 0.001)
    previous = x
    return { id: row.id, kind: row.kind, subject: row.subject, score: row.score, takenAt, x }
  })
}

/** uPlot's aligned data: the x values, then one score array per subject (`null` where a test was in the other). */
export function alignedScores(points: readonly ProgressPoint[]): [number[], ...(number | null)[][]] {
  return [
    points.map((point) => point.x),
    ...PROGRESS_SUBJECTS.map((subject) => points.map((point) => (point.subject === subject ? point.score : null))),
  ]
}

/** The subjects that have at least one test, in series order (the legend lists only these). */
export function subjectsOf(points: readonly ProgressPoint[]): ProgressSubject[] {
  return PROGRESS_SUBJECTS.filter((subject) => points.some((point) => point.subject === subject))
}
