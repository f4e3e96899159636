import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { taxonomy } from '../../content/taxonomy'
import type { SubjectId } from '../../content/types'
import type { Db } from '../../db/client'
import { questions, quizQuestions, quizzes } from '../../db/schema'
import { skillMastery, type MasteryResult, type SkillAnswer } from '../../domain/mastery'

/** Answers read for mastery: the newest this many (29 skills × 20 counted answers, with room for uneven skills). */
const ANSWERS_READ = 5000

export interface SkillAnswerRow extends SkillAnswer {
  skill: string
  subject: SubjectId
}

/**
 * The learner's answers (right or wrong; a skipped or blank question says nothing) in finished
 * quizzes of every kind, newest first: a full test's modules and reviews count too, as answers given.
 */
export async function recentAnswers(db: Db, userId: string, subject?: SubjectId): Promise<SkillAnswerRow[]> {
  const at = sql<Date>`coalesce(${quizQuestions.answeredAt}, ${quizzes.completedAt})`
  const rows = await db
    .select({
      skill: questions.skill,
      subject: questions.subject,
      difficulty: questions.difficulty,
      correct: quizQuestions.isCorrect,
      answeredAt: quizQuestions.answeredAt,
      completedAt: quizzes.completedAt,
    })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(
      and(
        eq(quizzes.userId, userId),
        inArray(quizzes.status, ['completed', 'expired']),
        eq(quizQuestions.status, 'answered'),
        subject ? eq(questions.subject, subject) : undefined,
      ),
    )
    .orderBy(desc(at))
    .limit(ANSWERS_READ)
  return rows.map((row) => ({
    skill: row.skill,
    subject: row.subject,
    difficulty: row.difficulty,
    correct: row.correct === true,
    answeredAt: row.answeredAt ?? row.completedAt ?? new Date(0),
  }))
}

/** Every skill of the catalog (of one subject, when given) with its mastery at `now`. */
export async function masteryBySkill(
  db: Db,
  userId: string,
  now: Date,
  subject?: SubjectId,
): Promise<Map<string, MasteryResult>> {
  const answers = await recentAnswers(db, userId, subject)
  const bySkill = new Map<string, SkillAnswer[]>()
  for (const answer of answers) {
    const list = bySkill.get(answer.skill) ?? []
    list.push(answer)
    bySkill.set(answer.skill, list)
  }
  const result = new Map<string, MasteryResult>()
  for (const s of taxonomy.subjects) {
    if (subject && s.id !== subject) continue
    for (const domain of s.domains)
      for (const skill of domain.skills) result.set(skill.id, skillMastery(bySkill.get(skill.id) ?? [], now))
  }
  return result
}
