import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { itemParameters, questions, quizQuestions, quizzes } from '../db/schema'
import { calibrateDifficulties, calibration, initialParameters, type ItemParameters } from '../domain/irt'
import type { Difficulty } from './types'

/**
 * Item calibration from learners' answers (npm run content:calibrate): moves each well-answered
 * question's difficulty b from its label's prior, or its last calibration, to what the answers show.
 */

export interface CalibratedQuestion {
  questionId: string
  bankId: string
  difficulty: Difficulty
  before: ItemParameters
  after: ItemParameters
  responses: number
}

export interface CalibrationReport {
  write: boolean
  minResponses: number
  /** Learners with at least one response counted. */
  learners: number
  /** Responses counted: a learner's first answer to each question. */
  responses: number
  /** Later answers of a learner to a question already counted, left out. */
  repeats: number
  /** Questions with at least one response. */
  questions: number
  /** The questions calibration moved, the largest move first. */
  calibrated: CalibratedQuestion[]
  /** Rows written to `item_parameters` (0 on a dry run). */
  written: number
}

/** The label a difficulty reads as: halfway between the labels' priors (−1.2, 0, +1.2). */
const labelOf = (b: number): Difficulty => (b < -0.6 ? 'easy' : b > 0.6 ? 'hard' : 'medium')

/** Rows per upsert statement, well under PostgreSQL's 65,535 bound parameters. */
const upsertBatch = 1000

/**
 * Calibrates the bank from every answered question (is_correct known) of finished quizzes, the
 * learner being the quiz's owner. Only a learner's first answer to a question counts: later ones
 * follow a shown key or an earlier attempt, and the model takes each response as independent.
 * A question starts from its `item_parameters` row, else from its label. Writes the calibrated
 * questions' rows, in one transaction, only when `write` is set.
 */
export async function calibrateBank(
  db: Db,
  options: { write: boolean; minResponses?: number },
): Promise<CalibrationReport> {
  const minResponses = options.minResponses ?? calibration.minResponses
  const answers = await db
    .select({ learner: quizzes.userId, item: quizQuestions.questionId, correct: quizQuestions.isCorrect })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(
      and(
        inArray(quizzes.status, ['completed', 'expired']),
        eq(quizQuestions.status, 'answered'),
        isNotNull(quizQuestions.isCorrect),
      ),
    )
    .orderBy(asc(quizzes.startedAt), asc(quizQuestions.position))

  const seen = new Set<string>()
  const responses: { learner: string; item: string; correct: boolean }[] = []
  for (const answer of answers) {
    const key = `${answer.learner}\u0000${answer.item}`
    if (seen.has(key)) continue
    seen.add(key)
    responses.push({ learner: answer.learner, item: answer.item, correct: answer.correct === true })
  }
  const answered = [...new Set(responses.map((response) => response.item))]

  const rows = answered.length
    ? await db
        .select({
          id: questions.id,
          bankId: questions.bankId,
          difficulty: questions.difficulty,
          format: questions.format,
          irtB: questions.irtB,
          a: itemParameters.a,
          b: itemParameters.b,
          c: itemParameters.c,
        })
        .from(questions)
        .leftJoin(itemParameters, eq(itemParameters.questionId, questions.id))
        .where(inArray(questions.id, answered))
    : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  const parameters = new Map(
    rows.map((row) => [
      row.id,
      row.a !== null && row.b !== null && row.c !== null
        ? { a: row.a, b: row.b, c: row.c }
        : initialParameters(row.difficulty, row.format, row.irtB),
    ]),
  )

  const result = calibrateDifficulties({ responses, parameters, minResponses })
  const calibrated: CalibratedQuestion[] = [...result]
    .map(([questionId, item]) => ({
      questionId,
      bankId: byId.get(questionId)!.bankId,
      difficulty: byId.get(questionId)!.difficulty,
      ...item,
    }))
    .sort((x, y) => Math.abs(y.after.b - y.before.b) - Math.abs(x.after.b - x.before.b))

  let written = 0
  if (options.write && calibrated.length) {
    const now = new Date()
    const values = calibrated.map((item) => ({
      questionId: item.questionId,
      ...item.after,
      responses: item.responses,
      calibratedAt: now,
    }))
    await db.transaction(async (tx) => {
      for (let start = 0; start < values.length; start += upsertBatch)
        await tx
          .insert(itemParameters)
          .values(values.slice(start, start + upsertBatch))
          .onConflictDoUpdate({
            target: itemParameters.questionId,
            set: {
              a: sql`excluded.a`,
              b: sql`excluded.b`,
              c: sql`excluded.c`,
              responses: sql`excluded.responses`,
              calibratedAt: sql`excluded.calibrated_at`,
            },
          })
    })
    written = values.length
  }

  return {
    write: options.write,
    minResponses,
    learners: new Set(responses.map((response) => response.learner)).size,
    responses: responses.length,
    repeats: answers.length - responses.length,
    questions: answered.length,
    calibrated,
    written,
  }
}

const signed = (value: number) => (value >= 0 ? `+${value.toFixed(2)}` : `−${Math.abs(value).toFixed(2)}`)

/** The report as a table: each calibrated question, then the counts and what was written. */
export function formatCalibrationReport(report: CalibrationReport): string {
  const header = ['bank id', 'label', 'b before', 'b after', 'reads as', 'responses']
  const rows = report.calibrated.map((item) => [
    item.bankId,
    item.difficulty,
    signed(item.before.b),
    signed(item.after.b),
    labelOf(item.after.b) === item.difficulty ? '' : labelOf(item.after.b),
    String(item.responses),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column >= 2 && column !== 4 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd()
  const lines = rows.length ? [line(header), ...rows.map(line), ''] : []
  const below = report.questions - report.calibrated.length
  lines.push(
    `${report.responses} responses from ${report.learners} learners on ${report.questions} questions` +
      (report.repeats ? ` (${report.repeats} repeated answers left out)` : '') +
      `; ${report.calibrated.length} calibrated, ${below} under ${report.minResponses} responses kept their parameters`,
  )
  lines.push(
    report.write
      ? `wrote ${report.written} item parameter row${report.written === 1 ? '' : 's'}`
      : 'nothing written (dry run; add --write to save)',
  )
  return lines.join('\n')
}
