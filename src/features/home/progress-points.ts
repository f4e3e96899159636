import type { HistoryRow } from '~/features/history'

export type ProgressKind = HistoryRow['kind']

/**
 * The chart's series, in this order: evaluations, practices, then the divisions' tests (division
 * quizzes and Short Tests together, as the home totals count them). A series is a kind of test,
 * not a subject: a 10-question division quiz and a 27-question evaluation are not one line.
 */
export const PROGRESS_SERIES = ['evaluation', 'practice', 'division'] as const
export type ProgressSeries = (typeof PROGRESS_SERIES)[number]

/**
 * Which series a test of this kind is drawn in. A full test's module never reaches the history (the
 * server lists a full test as one, with its score range): drawn with the evaluations if it did.
 */
export const seriesOf = (kind: Exclude<ProgressKind, 'review'>): ProgressSeries =>
  kind === 'short_test' ? 'division' : kind === 'full_test' ? 'evaluation' : kind

/** One finished test on the chart. */
export interface ProgressPoint {
  id: string
  kind: Exclude<ProgressKind, 'review'>
  subject: HistoryRow['subject']
  /** 0–100. */
  score: number
  /** When the test started (`created_at`). */
  takenAt: Date
  /** The x value: the test's number, 1 for the oldest on the chart. */
  x: number
}

const notReview = (row: HistoryRow): row is HistoryRow & { kind: Exclude<ProgressKind, 'review'> } =>
  row.kind !== 'review'

/**
 * The tests oldest → newest (the API sends them newest first), numbered 1…n: x is the test's
 * number, not its time, so nine tests in ten minutes are nine steps, not a spike. Reviews of missed
 * questions are left out: they retry questions already scored, so their scores are no new measure.
 */
export function progressPoints(rows: readonly HistoryRow[]): ProgressPoint[] {
  const sorted = rows.filter(notReview).sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
  return sorted.map((row, index) => ({
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    score: row.score,
    takenAt: new Date(row.created_at),
    x: index + 1,
  }))
}

/** uPlot's aligned data: the test numbers, then one score array per series (`null` where the test is of another kind). */
export function alignedScores(points: readonly ProgressPoint[]): [number[], ...(number | null)[][]] {
  return [
    points.map((point) => point.x),
    ...PROGRESS_SERIES.map((series) => points.map((point) => (seriesOf(point.kind) === series ? point.score : null))),
  ]
}

/** The series that have at least one test, in series order (the legend lists only these). */
export function seriesIn(points: readonly ProgressPoint[]): ProgressSeries[] {
  return PROGRESS_SERIES.filter((series) => points.some((point) => seriesOf(point.kind) === series))
}
