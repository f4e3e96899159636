import { boolean, doublePrecision, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Bilingual, ChoiceLabel, ContentTable } from '../../content/types'
import { at, createdAt } from './columns'

// The question bank as stored.

/** A choice as stored: an opaque id for the API, the label and the text. */
export interface StoredChoice {
  id: string
  label: ChoiceLabel
  text: string
}

/**
 * The question bank (imported from server/content) and generated Math
 * variants. Ids are derived from the stable bank id, so a re-import keeps them.
 */
export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    bankId: text('bank_id').notNull(),
    subject: text('subject', { enum: ['math', 'reading_writing'] }).notNull(),
    domain: text('domain').notNull(),
    skill: text('skill').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    format: text('format', { enum: ['multiple_choice', 'student_produced'] }).notNull(),
    passage: text('passage'),
    stem: text('stem').notNull(),
    figureSvg: text('figure_svg'),
    choices: jsonb('choices').$type<StoredChoice[]>().notNull(),
    correctChoiceId: text('correct_choice_id'),
    acceptedAnswers: jsonb('accepted_answers').$type<string[]>().notNull(),
    answerValue: doublePrecision('answer_value'),
    explanation: text('explanation').notNull(),
    /** The explanation in Arabic (null for items not yet translated). */
    explanationAr: text('explanation_ar'),
    /** Multiple choice: choice id -> why it is right or wrong, in both languages. Never sent before the answer. */
    rationales: jsonb('rationales').$type<Record<string, Bilingual>>().notNull().default({}),
    /** A data table shown with the passage. */
    dataTable: jsonb('data_table').$type<ContentTable>(),
    /** A reviewer's difficulty on the IRT scale (null: from the label). */
    irtB: doublePrecision('irt_b'),
    publicSample: boolean('public_sample').notNull().default(false),
    source: text('source', { enum: ['original', 'generated'] }).notNull(),
    author: text('author').notNull(),
    reviewStatus: text('review_status', { enum: ['draft', 'reviewed'] }).notNull(),
    /** Which file it came from (or `generator:<key>`), for reports of the importer. */
    origin: text('origin').notNull(),
    contentHash: text('content_hash').notNull(),
    /** Items removed from the bank stay (old quizzes show them) but are not drawn again. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questions_bank_id_key').on(t.bankId),
    index('questions_draw_idx').on(t.subject, t.domain, t.skill, t.difficulty),
  ],
)
