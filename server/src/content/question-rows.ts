import { createHash } from 'node:crypto'
import type { questions } from '../db/schema'
import type { ContentItem } from './types'

// A validated item as a `questions` row, with ids derived from its bank id: the same on every import.

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** `qn_` + 16 characters of base64url(sha256(bank id)): the same on every import. */
export const questionIdFor = (bankId: string) => `qn_${sha256(bankId).toString('base64url').slice(0, 16)}`
/** `ch_` + 16 characters of base64url(sha256(bank id + ':' + label)). */
export const choiceIdFor = (bankId: string, label: string) =>
  `ch_${sha256(`${bankId}:${label}`).toString('base64url').slice(0, 16)}`
/** sha256 (hex) of the item's JSON: a re-import rewrites a row only when this changes. */
export const contentHashOf = (item: ContentItem) => createHash('sha256').update(JSON.stringify(item)).digest('hex')

export type QuestionRow = typeof questions.$inferInsert

/** The `questions` row of a validated item; `origin` is its file (`math/circles.yaml`). */
export function questionRow(item: ContentItem, origin: string): QuestionRow {
  return {
    id: questionIdFor(item.id),
    bankId: item.id,
    subject: item.subject,
    domain: item.domain,
    skill: item.skill,
    difficulty: item.difficulty,
    format: item.format,
    passage: item.passage,
    stem: item.stem,
    figureSvg: item.figureSvg,
    choices: item.choices.map((choice) => ({
      id: choiceIdFor(item.id, choice.label),
      label: choice.label,
      text: choice.text,
    })),
    correctChoiceId: typeof item.answer === 'string' ? choiceIdFor(item.id, item.answer) : null,
    acceptedAnswers: typeof item.answer === 'string' ? [] : [...item.answer.accepted],
    answerValue: typeof item.answer === 'string' ? null : item.answer.value,
    explanation: item.explanation,
    explanationAr: item.explanationAr,
    rationales: Object.fromEntries(
      Object.entries(item.rationales).map(([label, text]) => [choiceIdFor(item.id, label), text]),
    ),
    dataTable: item.table,
    irtB: item.irtB,
    publicSample: item.publicSample,
    source: item.source,
    author: item.author,
    reviewStatus: item.reviewStatus,
    origin,
    contentHash: contentHashOf(item),
    active: true,
  }
}
