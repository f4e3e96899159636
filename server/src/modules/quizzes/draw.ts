import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { questions, quizQuestions, quizzes } from '../../db/schema'
import { questionIdFor } from '../../content/question-rows'
import { taxonomy } from '../../content/taxonomy'
import { learning } from '../../domain/constants'
import type { ContentItem, Difficulty, SubjectId } from '../../content/types'

export interface Candidate {
  id: string
  domain: string
  skill: string
  difficulty: Difficulty
  format: ContentItem['format']
}

/** A slot to fill: any question of the domain/skills/difficulty (and answer format) it names. */
export interface Slot {
  domain?: string
  skills?: string[]
  difficulty?: Difficulty
  format?: ContentItem['format']
}

const shuffle = <T>(items: T[]) => {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

const fits = (question: Candidate, slot: Slot) =>
  (!slot.domain || question.domain === slot.domain) &&
  (!slot.skills?.length || slot.skills.includes(question.skill)) &&
  (!slot.difficulty || question.difficulty === slot.difficulty) &&
  (!slot.format || question.format === slot.format)

/** Fresh Math variants on demand: the variant of one generator seed, or undefined where a skill has none. */
export type VariantSource = (skill: string, difficulty: Difficulty, seed: number) => ContentItem | undefined

/** The values of one criterion that the slots ask for, or undefined when some slot takes any. */
function wanted(slots: Slot[], pick: (slot: Slot) => string[] | undefined): string[] | undefined {
  const values = new Set<string>()
  for (const slot of slots) {
    const some = pick(slot)
    if (!some?.length) return undefined
    for (const value of some) values.add(value)
  }
  return [...values]
}

/**
 * Fills the slots with questions of the subject: first bank questions the
 * learner has never seen, then a generated variant the learner has not seen
 * (Math skills with a generator; seeds are bounded, so variants are reused
 * rather than added per quiz), then seen ones. Never the same question twice
 * in a quiz, and never a public sample (the preview shows those with their
 * keys). Reads only the bank questions the slots can use.
 */
export async function drawQuestions(
  db: Db,
  input: {
    userId: string
    subject: SubjectId
    slots: Slot[]
    variants?: VariantSource
    saveVariant?: (item: ContentItem) => Promise<string>
    /** Questions never to draw (a full test's earlier modules). */
    exclude?: ReadonlySet<string>
  },
): Promise<Candidate[]> {
  const domains = wanted(input.slots, (slot) => (slot.domain ? [slot.domain] : undefined))
  const skills = wanted(input.slots, (slot) => slot.skills)
  const difficulties = wanted(input.slots, (slot) => (slot.difficulty ? [slot.difficulty] : undefined))
  const pool = await db
    .select({
      id: questions.id,
      domain: questions.domain,
      skill: questions.skill,
      difficulty: questions.difficulty,
      format: questions.format,
    })
    .from(questions)
    .where(
      and(
        eq(questions.subject, input.subject),
        eq(questions.active, true),
        eq(questions.source, 'original'),
        // A draft has not had its second, blind reader yet: learners never see it.
        eq(questions.reviewStatus, 'reviewed'),
        eq(questions.publicSample, false),
        domains ? inArray(questions.domain, domains) : undefined,
        skills ? inArray(questions.skill, skills) : undefined,
        difficulties ? inArray(questions.difficulty, difficulties as Difficulty[]) : undefined,
      ),
    )
  const seenRows = await db
    .select({ id: quizQuestions.questionId })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(and(eq(quizzes.userId, input.userId), eq(quizzes.subject, input.subject)))
  const seen = new Set(seenRows.map((row) => row.id))
  const unseen = shuffle(pool.filter((q) => !seen.has(q.id)))
  const seenOnes = shuffle(pool.filter((q) => seen.has(q.id)))
  const taken = new Set<string>(input.exclude)
  const chosen: Candidate[] = []
  const usable = (id: string) => !taken.has(id) && !seen.has(id)

  for (const slot of input.slots) {
    let pick: Candidate | undefined = unseen.find((q) => !taken.has(q.id) && fits(q, slot))
    if (!pick && input.variants && input.saveVariant)
      pick = await freshVariant(slot, input.variants, input.saveVariant, usable)
    pick ??= seenOnes.find((q) => !taken.has(q.id) && fits(q, slot))
    // Last, a variant the learner has met before (never one already in this quiz).
    if (!pick && input.variants && input.saveVariant)
      pick = await freshVariant(slot, input.variants, input.saveVariant, (id) => !taken.has(id))
    if (!pick) continue
    taken.add(pick.id)
    chosen.push(pick)
  }
  return chosen
}

/** Tries a few seeds of the slot's skills for a variant the learner has not met, and stores it (once per seed). */
async function freshVariant(
  slot: Slot,
  variants: VariantSource,
  save: (item: ContentItem) => Promise<string>,
  usable: (id: string) => boolean,
) {
  const skills = slot.skills?.length
    ? slot.skills
    : ((slot.domain ? taxonomy.domain(slot.domain)?.skills.map((s) => s.id) : undefined) ?? [])
  for (let attempt = 0; attempt < 12; attempt++) {
    for (const skill of shuffle(skills)) {
      const difficulty = slot.difficulty ?? (['easy', 'medium', 'hard'] as const)[Math.floor(Math.random() * 3)]!
      const item = variants(skill, difficulty, Math.floor(Math.random() * learning.variantSeeds))
      if (!item || (slot.format && item.format !== slot.format)) continue
      if (!usable(questionIdFor(item.id))) break
      const id = await save(item)
      return {
        id,
        domain: item.domain,
        skill: item.skill,
        difficulty: item.difficulty,
        format: item.format,
      } satisfies Candidate
    }
  }
  return undefined
}

/** Evaluation: the subject's domains in their published shares, difficulties spread evenly within each. */
export function evaluationSlots(subject: SubjectId): Slot[] {
  const levels: Difficulty[] = ['easy', 'medium', 'hard']
  return taxonomy
    .subject(subject)!
    .domains.flatMap((domain) =>
      Array.from({ length: domain.evaluationShare }, (_, i) => ({ domain: domain.id, difficulty: levels[i % 3]! })),
    )
}

/** Practice: `count` slots on the criteria. */
export function practiceSlots(count: number, criteria: Slot): Slot[] {
  return Array.from({ length: count }, () => criteria)
}
