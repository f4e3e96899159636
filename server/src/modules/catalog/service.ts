import { and, eq, sql } from 'drizzle-orm'
import type { SubjectId } from '../../content/types'
import type { Db } from '../../db/client'
import { questions, quizQuestions, quizzes } from '../../db/schema'

/** A random public sample question (optionally the one asked for, or one of a subject); undefined when none fits. */
export async function previewQuestion(db: Db, filter: { id?: string; subject?: SubjectId }) {
  const conditions = [
    eq(questions.publicSample, true),
    eq(questions.active, true),
    eq(questions.reviewStatus, 'reviewed'),
    // Draws never use public samples; a quiz started before that rule may still hold one, and its
    // key must not be readable while it runs.
    sql`not exists (select 1 from ${quizQuestions} join ${quizzes} on ${quizzes.id} = ${quizQuestions.quizId}
      where ${quizQuestions.questionId} = ${questions.id} and ${quizzes.status} = 'in_progress')`,
  ]
  if (filter.id) conditions.push(eq(questions.id, filter.id))
  if (filter.subject) conditions.push(eq(questions.subject, filter.subject))
  const [question] = await db
    .select()
    .from(questions)
    .where(and(...conditions))
    .orderBy(sql`random()`)
    .limit(1)
  return question
}
