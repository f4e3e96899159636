import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { itemParameters, questions, quizQuestions, quizzes, users } from '../db/schema'
import { calibration } from '../domain/irt'
import { openTestDatabase } from '../test/test-app'
import { calibrateBank, formatCalibrationReport } from './calibrate'

// 40 learners answer a few bank questions in finished quizzes: one labelled easy that only 30% get
// right, one medium answered as a medium one is, and one answered in finished quizzes by only 10.

const database = await openTestDatabase()
const db = database.db
afterAll(() => database.close())

async function bankQuestion(difficulty: 'easy' | 'medium' | 'hard') {
  const [row] = await db
    .select({ id: questions.id, bankId: questions.bankId })
    .from(questions)
    .where(
      and(
        eq(questions.subject, 'math'),
        eq(questions.difficulty, difficulty),
        eq(questions.format, 'multiple_choice'),
        eq(questions.source, 'original'),
      ),
    )
    .limit(1)
  return row!
}

const contradicted = await bankQuestion('easy')
const steady = await bankQuestion('medium')
const rare = await bankQuestion('hard')
const learners = 40
const rareLearners = 10
/** The rare question's parameters from an earlier calibration, which this one must leave alone. */
const rareRow = { questionId: rare.id, a: 1, b: 0.9, c: 0.2, responses: 12, calibratedAt: new Date('2026-01-05') }
await db.insert(itemParameters).values(rareRow)

const day = 86_400_000
const quizRow = (
  id: string,
  userId: string,
  status: 'completed' | 'expired' | 'exited' | 'in_progress',
  at: number,
) => ({
  id,
  userId,
  kind: 'practice' as const,
  status,
  subject: 'math' as const,
  numberOfQuestions: 3,
  immediateFeedback: true,
  startedAt: new Date(at),
})
const answered = (quizId: string, position: number, questionId: string, isCorrect: boolean) => ({
  quizId,
  position,
  questionId,
  status: 'answered' as const,
  isCorrect,
})

const learnerIds = Array.from({ length: learners }, (_, i) => `usr_calibrate${i}`)
await db.insert(users).values(
  learnerIds.map((id, i) => ({
    id,
    firstName: 'Cal',
    lastName: `Learner ${i}`,
    email: `calibrate${i}@example.test`,
    authProvider: 'password' as const,
  })),
)
const start = Date.parse('2026-03-01T09:00:00Z')
await db.insert(quizzes).values(
  learnerIds.flatMap((id, i) => [
    quizRow(`qz_first${i}`, id, i % 2 ? 'completed' : 'expired', start + i * 1000),
    // A later quiz that shows the contradicted question again: a repeat, which must not count.
    quizRow(`qz_again${i}`, id, 'completed', start + day + i * 1000),
    // Quizzes not finished: their answers to the rare question must not count either.
    quizRow(`qz_open${i}`, id, i % 2 ? 'exited' : 'in_progress', start + 2 * day + i * 1000),
  ]),
)
await db
  .insert(quizQuestions)
  .values(
    learnerIds.flatMap((_, i) => [
      answered(`qz_first${i}`, 1, contradicted.id, i % 10 < 3),
      answered(`qz_first${i}`, 2, steady.id, i % 5 < 3),
      i < rareLearners
        ? answered(`qz_first${i}`, 3, rare.id, true)
        : { quizId: `qz_first${i}`, position: 3, questionId: rare.id, status: 'skipped' as const },
      answered(`qz_again${i}`, 1, contradicted.id, true),
      answered(`qz_open${i}`, 1, rare.id, true),
    ]),
  )

const rowOf = async (questionId: string) =>
  (await db.select().from(itemParameters).where(eq(itemParameters.questionId, questionId)))[0]

describe('calibrating the bank', () => {
  it('reports, on a dry run, the moves the answers call for and writes nothing', async () => {
    const report = await calibrateBank(db, { write: false })
    expect(report).toMatchObject({
      write: false,
      minResponses: calibration.minResponses,
      learners,
      responses: 2 * learners + rareLearners,
      repeats: learners,
      questions: 3,
      written: 0,
    })
    expect(report.calibrated.map((item) => item.bankId).sort()).toEqual([contradicted.bankId, steady.bankId].sort())
    const moved = report.calibrated.find((item) => item.questionId === contradicted.id)!
    // Labelled easy (b = −1.2), answered right by 30%, near the guessing floor: it reads as hard.
    expect(moved).toMatchObject({ difficulty: 'easy', before: { a: 1, b: -1.2, c: 0.2 }, responses: learners })
    expect(moved.after.b).toBeGreaterThan(0.6)
    expect(report.calibrated[0]!.questionId).toBe(contradicted.id)
    const kept = report.calibrated.find((item) => item.questionId === steady.id)!
    expect(kept.before.b).toBe(0)
    expect(Math.abs(kept.after.b)).toBeLessThan(0.5)

    expect(await rowOf(contradicted.id)).toBeUndefined()
    expect(await rowOf(steady.id)).toBeUndefined()
    const text = formatCalibrationReport(report)
    expect(text).toContain(contradicted.bankId)
    expect(text).toContain('nothing written (dry run; add --write to save)')
  })

  it('writes the calibrated rows with --write, and leaves a question under the threshold alone', async () => {
    const report = await calibrateBank(db, { write: true })
    expect(report.written).toBe(2)
    for (const item of report.calibrated) {
      const row = await rowOf(item.questionId)
      expect(row).toMatchObject({ a: item.after.a, c: item.after.c, responses: learners })
      expect(row!.b).toBeCloseTo(item.after.b, 10)
      expect(Date.now() - row!.calibratedAt.getTime()).toBeLessThan(60_000)
    }
    expect(await rowOf(rare.id)).toEqual(rareRow)
    expect(formatCalibrationReport(report)).toContain('wrote 2 item parameter rows')

    // The next run starts from the saved rows, and the same answers leave them where they are.
    const again = await calibrateBank(db, { write: false })
    const moved = again.calibrated.find((item) => item.questionId === contradicted.id)!
    expect(moved.before.b).toBeCloseTo(
      report.calibrated.find((item) => item.questionId === contradicted.id)!.after.b,
      10,
    )
    expect(Math.abs(moved.after.b - moved.before.b)).toBeLessThan(0.05)
  })

  it('takes a lower threshold when asked', async () => {
    const report = await calibrateBank(db, { write: false, minResponses: rareLearners })
    const rareItem = report.calibrated.find((item) => item.questionId === rare.id)
    // Starting from its saved row; all ten answered right, so it moves down.
    expect(rareItem).toMatchObject({ before: { b: 0.9 }, responses: rareLearners })
    expect(rareItem!.after.b).toBeLessThan(0.9)
    expect(await rowOf(rare.id)).toEqual(rareRow)
  })
})
