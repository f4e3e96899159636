import type { Difficulty } from '../content/types'
import { DAY, mistakes } from './constants'

/**
 * A skill's mastery level from the learner's recent answers ("learn from every mistake"): recent
 * answers and hard questions say more than old answers and easy ones. Pure: the caller reads the
 * answers of one skill and passes the clock in.
 */

/** The levels in rising order. */
export const masteryLevels = ['not_started', 'familiar', 'proficient', 'mastered'] as const
export type MasteryLevel = (typeof masteryLevels)[number]

/** One answer to a question of the skill (right or wrong; skipped questions say nothing and stay out). */
export interface SkillAnswer {
  correct: boolean
  difficulty: Difficulty
  answeredAt: Date
}

export interface MasteryResult {
  level: MasteryLevel
  /** Accuracy over the counted answers, weighted by difficulty and recency, 0–1; null with no answers. */
  weightedAccuracy: number | null
  /** Answers counted: the most recent ones, at most `mistakes.mastery.recentAnswers`. */
  answers: number
}

/** The rule's numbers (constants.ts, `mistakes.mastery`, documents each): a parameter so tests can vary them. */
export interface MasteryRules {
  recentAnswers: number
  difficultyWeights: Readonly<Record<Difficulty, number>>
  halfLifeDays: number
  minAnswers: number
  proficientAccuracy: number
  masteredAccuracy: number
  masteredMinAnswers: number
  masteredMinHardCorrect: number
}

const difficultyOrder: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 }

/**
 * Latest first. Answers at the same instant are ordered by what they are (difficulty, then right
 * before wrong): which of them a window keeps must not depend on the order the caller read them in.
 */
function latestFirst(a: SkillAnswer, b: SkillAnswer): number {
  return (
    b.answeredAt.getTime() - a.answeredAt.getTime() ||
    difficultyOrder[a.difficulty] - difficultyOrder[b.difficulty] ||
    Number(b.correct) - Number(a.correct)
  )
}

/**
 * An answer's weight: its difficulty's weight, halved every `halfLifeDays` of age. An answer dated
 * after `now` (clocks a little apart) counts as new, not as more than new.
 */
export function answerWeight(answer: SkillAnswer, now: Date, rules: MasteryRules = mistakes.mastery): number {
  const ageDays = Math.max(0, now.getTime() - answer.answeredAt.getTime()) / DAY
  return rules.difficultyWeights[answer.difficulty] * 0.5 ** (ageDays / rules.halfLifeDays)
}

/**
 * The level: fewer than `minAnswers` answers is not started (too little to judge); mastered needs the
 * higher accuracy, enough answers and a hard question right; proficient the lower accuracy; else
 * familiar. Only the latest `recentAnswers` answers count, in any order given.
 */
export function skillMastery(
  answers: readonly SkillAnswer[],
  now: Date,
  rules: MasteryRules = mistakes.mastery,
): MasteryResult {
  const counted = [...answers].sort(latestFirst).slice(0, rules.recentAnswers)
  let total = 0
  let right = 0
  for (const answer of counted) {
    const weight = answerWeight(answer, now, rules)
    total += weight
    if (answer.correct) right += weight
  }
  // Weights never reach 0 in practice, but an answer ~70 half-lives old would underflow to it.
  const weightedAccuracy = counted.length === 0 ? null : total > 0 ? right / total : 0
  const result = (level: MasteryLevel): MasteryResult => ({ level, weightedAccuracy, answers: counted.length })
  if (weightedAccuracy === null || counted.length < rules.minAnswers) return result('not_started')
  const hardRight = counted.filter((answer) => answer.correct && answer.difficulty === 'hard').length
  if (
    weightedAccuracy >= rules.masteredAccuracy &&
    counted.length >= rules.masteredMinAnswers &&
    hardRight >= rules.masteredMinHardCorrect
  )
    return result('mastered')
  if (weightedAccuracy >= rules.proficientAccuracy) return result('proficient')
  return result('familiar')
}
