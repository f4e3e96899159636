import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { fullTests } from '../../db/schema'
import {
  itemParameters,
  questions,
  quizQuestions,
  quizzes,
  type FullTestScoreRecord,
  type SectionScoreRecord,
} from '../../db/schema'
import { scoreScale, testStructures } from '../../domain/full-test'
import { estimateAbility, initialParameters, sectionScore, totalScore, type ItemParameters } from '../../domain/irt'

/** What scoring needs of a section's answer: the item's parameters and whether it was right. */
export interface ScoredResponse {
  subject: SectionScoreRecord['subject']
  item: ItemParameters
  correct: boolean
}

/**
 * A finished test's score from its modules' answers: per section, the ability estimate (EAP) from
 * both modules, an unanswered question counting as wrong as on the test, mapped to the 200–800 scale
 * with its 80% range; the total is their sum with the combined range.
 */
export function scoreResponses(
  system: keyof typeof testStructures,
  responses: ScoredResponse[],
  routes: Partial<Record<SectionScoreRecord['subject'], SectionScoreRecord['route']>>,
): FullTestScoreRecord {
  const sections = testStructures[system].sections.map((section): SectionScoreRecord => {
    const own = responses.filter((response) => response.subject === section.subject)
    const { theta, standardError } = estimateAbility(own)
    return {
      subject: section.subject,
      route: routes[section.subject] ?? null,
      theta,
      standardError,
      ...sectionScore(theta, standardError),
    }
  })
  return { confidence: scoreScale.confidence, sections, total: totalScore(sections) }
}

/** Reads a test's answers with each item's parameters (calibrated, else its label's) and scores them. */
export async function scoreFullTest(
  db: Db,
  test: Pick<typeof fullTests.$inferSelect, 'id' | 'system' | 'routes'>,
): Promise<FullTestScoreRecord> {
  const modules = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.fullTestId, test.id))
  const rows = modules.length
    ? await db
        .select({
          subject: questions.subject,
          difficulty: questions.difficulty,
          format: questions.format,
          irtB: questions.irtB,
          status: quizQuestions.status,
          isCorrect: quizQuestions.isCorrect,
          a: itemParameters.a,
          b: itemParameters.b,
          c: itemParameters.c,
        })
        .from(quizQuestions)
        .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
        .leftJoin(itemParameters, eq(itemParameters.questionId, quizQuestions.questionId))
        .where(
          inArray(
            quizQuestions.quizId,
            modules.map((m) => m.id),
          ),
        )
    : []
  const responses = rows.map((row) => ({
    subject: row.subject,
    item:
      row.a !== null && row.b !== null && row.c !== null
        ? { a: row.a, b: row.b, c: row.c }
        : initialParameters(row.difficulty, row.format, row.irtB),
    correct: row.status === 'answered' && row.isCorrect === true,
  }))
  return scoreResponses(test.system, responses, test.routes)
}
