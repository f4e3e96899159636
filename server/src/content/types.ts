/**
 * The question bank's shapes, shared by the importer (server/content YAML),
 * the generators (parameterised Math items) and the quiz engine.
 * Format of the files: server/content/README.md.
 */
export const subjects = ['math', 'reading_writing'] as const
export type SubjectId = (typeof subjects)[number]
export const difficulties = ['easy', 'medium', 'hard'] as const
export type Difficulty = (typeof difficulties)[number]
export type ChoiceLabel = 'A' | 'B' | 'C' | 'D'

export interface ContentChoice {
  label: ChoiceLabel
  text: string
  /** Numeric value of the option, when numeric (Math). */
  value?: number
}

export interface StudentProducedAnswer {
  /** The exact value. */
  value: number
  /** Every form a student may enter (at most 5 characters, 6 with a minus). */
  accepted: string[]
}

/** A text in both languages of the interface. */
export interface Bilingual {
  en: string
  ar: string
}

/** A small data table: a title, column headings and rows of cells (English, as the exam is). */
export interface ContentTable {
  title: string | null
  columns: string[]
  rows: string[][]
}

/** One validated item, as the engine stores it. */
export interface ContentItem {
  /** Stable bank id, unique across the bank (`rw-cid-e01`, `gen2-lin-…`). */
  id: string
  subject: SubjectId
  domain: string
  skill: string
  difficulty: Difficulty
  format: 'multiple_choice' | 'student_produced'
  publicSample: boolean
  passage: string | null
  stem: string
  figureSvg: string | null
  /** Four choices A-D for multiple choice, empty for student-produced. */
  choices: ContentChoice[]
  /** The correct label (multiple choice) or the value and accepted forms (student-produced). */
  answer: ChoiceLabel | StudentProducedAnswer
  /** Why the key is right (English; TeX allowed). */
  explanation: string
  /** The same explanation written in Arabic (null only while an item is being translated). */
  explanationAr: string | null
  /** Multiple choice: why each choice is right or wrong, in both languages (empty for student-produced). */
  rationales: Partial<Record<ChoiceLabel, Bilingual>>
  /** A data table shown under the passage (command-of-evidence items with numbers, some Math items). */
  table: ContentTable | null
  /** Difficulty on the IRT scale when a reviewer judged the label off (null: from the label). */
  irtB: number | null
  author: string
  source: 'original' | 'generated'
  reviewStatus: 'draft' | 'reviewed'
  /** JavaScript arithmetic that recomputes a numeric key (hand-written Math items). */
  check?: string
}

/** A parameterised Math item: fresh variants whose answers and explanations are computed. */
export interface Generator {
  /** Short name, part of generated ids (`gen2-<key>-<difficulty>-<seed>`). */
  key: string
  domain: string
  skill: string
  /** Builds one variant; the same seed and difficulty always give the same item. */
  generate(seed: number, difficulty: Difficulty): ContentItem
}
