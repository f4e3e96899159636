import type { RequestBody } from '../../api/contract'
import type { Difficulty, SubjectId } from '../../content/types'
import type { Db } from '../../db/client'
import { learning, mistakes as rules } from '../../domain/constants'
import {
  rankWeakSpots,
  skillTestWeights,
  targetDifficulty,
  evenMixAccuracy,
  type WeakSpot,
} from '../../domain/weak-spots'
import { invalid } from '../../http/errors'
import type { Slot } from '../quizzes/draw'
import {
  drawFor,
  hasEvaluation,
  requireEvaluation,
  requireSubscription,
  startQuiz,
  type StartedQuiz,
  type Starter,
} from '../quizzes/service'
import { masteryBySkill, recentAnswers } from './mastery-service'
import { findMistakes, reviewPick } from './mistakes'

/** Starting a review of missed questions, and a practice of the learner's weak spots. */

/** A review quiz of the filtered missed questions (or those due), the longest overdue first; no clock, no points. */
export async function startReview(
  starter: Starter,
  body: RequestBody<'createReview'>,
  now: Date,
): Promise<StartedQuiz> {
  const { db } = starter.deps
  await requireSubscription(db, starter.userId)
  const entries = await findMistakes(
    db,
    starter.userId,
    {
      subject: body.subject,
      domain: body.domain ?? undefined,
      skill: body.skill ?? undefined,
      difficulty: body.difficulty ?? undefined,
      notMastered: body.not_mastered === true,
      dueOnly: body.due_only === true,
    },
    now,
  )
  if (!entries.length) throw invalid({ subject: { key: body.due_only ? 'noMistakesDue' : 'noMistakes' } })
  await starter.limitStart()
  const candidates = reviewPick(entries).map(({ question }) => ({
    id: question.id,
    domain: question.domain,
    skill: question.skill,
    difficulty: question.difficulty,
    format: question.format,
  }))
  return startQuiz(starter.deps, {
    userId: starter.userId,
    kind: 'review',
    system: null,
    subject: body.subject,
    domain: body.domain ?? null,
    skills: body.skill ? [body.skill] : [],
    difficulty: body.difficulty ?? null,
    timerType: null,
    candidates,
  })
}

export interface WeakSpotsView {
  evaluationRequired: boolean
  spots: (WeakSpot & { level: string })[]
  /** Questions per difficulty in a practice of the default length. */
  mix: Record<Difficulty, number>
}

/** Shares into whole questions (largest remainder), `total` in all. */
export function apportion(shares: Record<Difficulty, number>, total: number): Record<Difficulty, number> {
  const levels: Difficulty[] = ['easy', 'medium', 'hard']
  const exact = levels.map((level) => shares[level] * total)
  const counts = exact.map(Math.floor)
  const order = levels.map((_, k) => k).sort((a, b) => exact[b]! - counts[b]! - (exact[a]! - counts[a]!) || a - b)
  for (let k = 0; counts.reduce((s, n) => s + n, 0) < total; k++) counts[order[k % 3]!]!++
  return { easy: counts[0]!, medium: counts[1]!, hard: counts[2]! }
}

/** The subject's weak spots: skills ranked by test weight × weakness, and the difficulty mix aiming at 70%. */
export async function weakSpots(db: Db, userId: string, subject: SubjectId, now: Date): Promise<WeakSpotsView> {
  const mastery = await masteryBySkill(db, userId, now, subject)
  const ranked = rankWeakSpots(
    skillTestWeights()
      .filter((skill) => skill.subject === subject)
      .map((skill) => ({ ...skill, mastery: mastery.get(skill.skill)! })),
  )
  // The learner's accuracy read as on an even mix, from the subject's latest answers (an evaluation's worth and more).
  const answers = (await recentAnswers(db, userId, subject)).slice(0, rules.weakSpots.abilityAnswers)
  const accuracy = answers.length ? evenMixAccuracy(answers) : rules.targetDifficulty.targetAccuracy
  return {
    evaluationRequired: !(await hasEvaluation(db, userId, subject)),
    spots: ranked.map((spot) => ({ ...spot, level: mastery.get(spot.skill)!.level })),
    mix: apportion(targetDifficulty(accuracy), learning.practice.defaultQuestions),
  }
}

/** The practice's slots: the skills in turn (the first gets any extra), the difficulties as the mix gives them. */
export function weakSpotSlots(skills: readonly string[], mix: Record<Difficulty, number>): Slot[] {
  const difficulties = (['easy', 'medium', 'hard'] as const).flatMap((level) =>
    Array.from({ length: mix[level] }, () => level),
  )
  return difficulties.map((difficulty, k) => ({ skills: [skills[k % skills.length]!], difficulty }))
}

/** A practice of the weak spots: the rules of any practice (subscription, evaluation first), no clock. */
export async function startWeakSpotsPractice(
  starter: Starter,
  body: RequestBody<'createWeakSpotsPractice'>,
  now: Date,
): Promise<StartedQuiz> {
  const { db } = starter.deps
  await requireSubscription(db, starter.userId)
  await requireEvaluation(db, starter.userId, body.subject)
  const view = await weakSpots(db, starter.userId, body.subject, now)
  const skills = view.spots.map((spot) => spot.skill)
  const candidates = await drawFor(starter, body.subject, weakSpotSlots(skills, view.mix), 'subject')
  return startQuiz(starter.deps, {
    userId: starter.userId,
    kind: 'practice',
    system: body.system,
    subject: body.subject,
    domain: null,
    skills,
    difficulty: null,
    timerType: null,
    candidates,
  })
}
