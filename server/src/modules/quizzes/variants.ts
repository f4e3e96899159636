import { generatorsForSkill } from '../../content/generators'
import { questionRow } from '../../content/question-rows'
import type { ContentItem, Difficulty } from '../../content/types'
import type { Db } from '../../db/client'
import { questions } from '../../db/schema'

/** A fresh variant of a Math skill from one of its generators, or undefined when the skill has none. */
export function variantSource(skill: string, difficulty: Difficulty, seed: number): ContentItem | undefined {
  const choices = generatorsForSkill(skill)
  const generator = choices[seed % Math.max(1, choices.length)]
  return generator?.generate(seed, difficulty)
}

/** Stores a generated variant as a question (ids derive from its bank id, so a repeat is the same row). */
export async function saveVariant(db: Db, item: ContentItem): Promise<string> {
  const row = questionRow(item, `generator:${item.id.split('-')[1] ?? 'unknown'}`)
  await db.insert(questions).values(row).onConflictDoNothing({ target: questions.bankId })
  return row.id
}
