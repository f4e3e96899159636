import { taxonomy as bankTaxonomy, type Taxonomy } from '../content/taxonomy'
import type { Difficulty, SubjectId } from '../content/types'
import { mistakes } from './constants'
import { difficultyMix, testStructures, type SectionStructure } from './full-test'
import { estimateAbility, initialParameters, probabilityCorrect } from './irt'
import type { MasteryResult } from './mastery'

/**
 * "Practice my weak spots": which skills a practice should drill, and at what difficulty. A skill
 * ranks by what practising it can win on test day, its weight on the test times the learner's
 * weakness in it. Pure: the caller passes each skill's mastery (domain/mastery.ts).
 */

export interface SkillTestWeight {
  skill: string
  domain: string
  subject: SubjectId
  /** The skill's share of its section's questions, 0–1 (the section's skills sum to 1). */
  testWeight: number
}

/**
 * Each skill's weight on the test: its domain's share of the section (full-test.ts, the published
 * shares) divided evenly among the domain's skills in the taxonomy. Even, because the College Board
 * publishes shares per domain only. A taxonomy domain with no share is a configuration error.
 */
export function skillTestWeights(
  taxonomy: Pick<Taxonomy, 'subjects'> = bankTaxonomy,
  sections: readonly SectionStructure[] = testStructures.SAT.sections,
): SkillTestWeight[] {
  return taxonomy.subjects.flatMap((subject) => {
    const section = sections.find((s) => s.subject === subject.id)
    if (!section) throw new Error(`skillTestWeights: no section for subject ${subject.id}`)
    return subject.domains.flatMap((domain) => {
      const share = section.domains.find((d) => d.domain === domain.id)?.share
      if (share === undefined) throw new Error(`skillTestWeights: no share for domain ${domain.id}`)
      return domain.skills.map((skill) => ({
        skill: skill.id,
        domain: domain.id,
        subject: subject.id,
        testWeight: share / domain.skills.length,
      }))
    })
  })
}

export interface WeakSpotCandidate extends SkillTestWeight {
  mastery: MasteryResult
}

/**
 * Why a skill is on the list, for the screen to say: too few answers to judge (`not_started`);
 * below proficient (`weak`); or proficient or better and here for its weight on the test (`high_weight`).
 */
export type WeakSpotReason = 'weak' | 'not_started' | 'high_weight'

export interface WeakSpot extends SkillTestWeight {
  /** 0 (always right) to 1 (always wrong), the prior mixed in (skillWeakness). */
  weakness: number
  /** testWeight × weakness: the ranking key. */
  score: number
  reason: WeakSpotReason
}

/** The rule's numbers (constants.ts, `mistakes.weakSpots`, documents each): a parameter so tests can vary them. */
export interface WeakSpotRules {
  topSkills: number
  priorWeakness: number
  priorAnswers: number
}

/** The numbers of targetDifficulty (constants.ts, `mistakes.targetDifficulty`). */
export interface TargetDifficultyRules {
  targetAccuracy: number
  minShare: number
}

/**
 * 1 − weighted accuracy, shrunk towards a prior weakness as if the learner had also given
 * `priorAnswers` answers at it: no answers give the prior (0.5, so an untried heavy skill gets tried),
 * a few answers move it part of the way (3 right of 3 give 0.2: three lucky answers do not close a
 * skill), many answers leave the learner's own figure.
 */
export function skillWeakness(mastery: MasteryResult, rules: WeakSpotRules = mistakes.weakSpots): number {
  if (mastery.weightedAccuracy === null) return rules.priorWeakness
  const own = 1 - mastery.weightedAccuracy
  return (rules.priorAnswers * rules.priorWeakness + mastery.answers * own) / (rules.priorAnswers + mastery.answers)
}

function reasonFor(mastery: MasteryResult): WeakSpotReason {
  if (mastery.level === 'not_started') return 'not_started'
  return mastery.level === 'familiar' ? 'weak' : 'high_weight'
}

/**
 * The top `limit` skills by score, highest first; equal scores by test weight (the heavier first),
 * then by skill id, so the same learner sees the same list.
 */
export function rankWeakSpots(
  skills: readonly WeakSpotCandidate[],
  limit: number = mistakes.weakSpots.topSkills,
  rules: WeakSpotRules = mistakes.weakSpots,
): WeakSpot[] {
  return skills
    .map(({ mastery, ...skill }) => {
      const weakness = skillWeakness(mastery, rules)
      return { ...skill, weakness, score: skill.testWeight * weakness, reason: reasonFor(mastery) }
    })
    .sort(
      (a, b) =>
        b.score - a.score || b.testWeight - a.testWeight || (a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : 0),
    )
    .slice(0, Math.max(0, limit))
}

const levels: readonly Difficulty[] = ['easy', 'medium', 'hard']

/** The chance of a right answer at each level for a learner of ability θ (irt.ts, the labels' priors). */
const levelAccuracy = (theta: number): number[] =>
  levels.map((level) => probabilityCorrect(theta, initialParameters(level, 'multiple_choice')))

/** Expected accuracy of a learner of ability θ on module 1's even mix (a third of each level). */
function balancedAccuracy(theta: number): number {
  const chances = levelAccuracy(theta)
  return levels.reduce((sum, level, k) => sum + difficultyMix.first[level] * chances[k]!, 0)
}

/** The θ whose balanced accuracy is `accuracy` (bisection: it rises with θ), within the IRT grid's ±4. */
function abilityFromAccuracy(accuracy: number): number {
  let low = -4
  let high = 4
  for (let step = 0; step < 50; step++) {
    const middle = (low + high) / 2
    if (balancedAccuracy(middle) < accuracy) low = middle
    else high = middle
  }
  return (low + high) / 2
}

/**
 * The accuracy the learner would show on an even mix, from answers at any mix of levels: the ability
 * estimate from them (irt.ts, EAP, so all right or all wrong stays finite), read back on the even mix.
 * Ten hard answers half right and ten easy answers half right are different learners; this tells them apart.
 */
export function evenMixAccuracy(answers: readonly { correct: boolean; difficulty: Difficulty }[]): number {
  const { theta } = estimateAbility(
    answers.map(({ correct, difficulty }) => ({ item: initialParameters(difficulty, 'multiple_choice'), correct })),
  )
  return balancedAccuracy(theta)
}

/**
 * The difficulty mix for a practice, so that about `targetAccuracy` (70%) of its answers are right.
 * The learner's accuracy (0–1) is read as on an even mix of levels, as an evaluation or a first
 * module serves, and turned into an ability θ by the 3PL model with the labels' priors (irt.ts);
 * that gives the learner's chance at each level (at 90%: about 99% easy, 95% medium, 75% hard).
 * Each level first gets `minShare`; the rest goes to the two adjacent levels whose chances bracket
 * what the rest must score, split so the expected accuracy is the target. When even the hard level
 * is easy enough (or the easy one too hard), the rest all goes to it: about 70% is then the
 * nearest the bank allows. So a learner at 90% gets mostly hard, at 40% mostly easy.
 *
 * An accuracy measured on practices this function mixed tends to the target whatever the ability,
 * so pass one read on an even mix: `evenMixAccuracy` of the learner's answers.
 */
export function targetDifficulty(
  accuracy: number,
  rules: TargetDifficultyRules = mistakes.targetDifficulty,
): Record<Difficulty, number> {
  if (!(accuracy >= 0 && accuracy <= 1)) throw new RangeError(`targetDifficulty: accuracy must be 0–1, got ${accuracy}`)
  const [easy, medium, hard] = levelAccuracy(abilityFromAccuracy(accuracy)) as [number, number, number]
  const floor = rules.minShare
  const rest = 1 - levels.length * floor
  if (!(floor >= 0 && rest > 0)) throw new RangeError(`targetDifficulty: minShare must be 0 to under 1/3, got ${floor}`)
  // What the questions beyond the floor must score for the whole to score the target.
  const needed = (rules.targetAccuracy - floor * (easy + medium + hard)) / rest
  let extra: [number, number, number]
  if (needed >= easy) extra = [1, 0, 0]
  else if (needed <= hard) extra = [0, 0, 1]
  else if (needed >= medium) {
    const towardsEasy = (needed - medium) / (easy - medium)
    extra = [towardsEasy, 1 - towardsEasy, 0]
  } else {
    const towardsMedium = (needed - hard) / (medium - hard)
    extra = [0, towardsMedium, 1 - towardsMedium]
  }
  return { easy: floor + rest * extra[0], medium: floor + rest * extra[1], hard: floor + rest * extra[2] }
}
