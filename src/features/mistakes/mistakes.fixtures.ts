import { reportQuestions } from '~/features/report/testing'
import type { Mistake, MistakeDetail, ReviewsDue } from './api/mistakes'

/** Missed questions for stories and unit tests, typed from the contract. */

const HOUR = 3_600_000
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString()

export function makeMistake(overrides: Partial<Mistake> = {}): Mistake {
  return {
    question_id: 'qn_4TgR8sWk1',
    quiz_id: 'qz_Ev4lU4t10n',
    quiz_kind: 'evaluation',
    position: 1,
    missed_at: at(-3),
    outcome: 'wrong',
    subject: 'math',
    domain: { id: 'algebra', name: 'Algebra' },
    skill: { id: 'linear_equations_two_variables', name: 'Linear Equations in Two Variables' },
    difficulty: 'medium',
    excerpt: 'The line \\(y = 3x - 4\\) passes through the point \\((a, 11)\\). What is the value of \\(a\\)?',
    review: { due_at: at(-3), due_now: true, reviews: 0, state: 'new' },
    mastery: 'familiar',
    ...overrides,
  }
}

/** Five missed questions of both subjects, newest first: due now, due later, every outcome. */
export function sampleMistakes(): Mistake[] {
  return [
    makeMistake(),
    makeMistake({
      question_id: 'qn_2BvC6yTu8',
      position: 3,
      missed_at: at(-26),
      outcome: 'skipped',
      domain: { id: 'advanced_math', name: 'Advanced Math' },
      skill: { id: 'nonlinear_functions', name: 'Nonlinear Functions' },
      difficulty: 'hard',
      excerpt: 'If \\(f(x) = x^2 - 6x + 5\\), for what value of \\(x\\) does \\(f\\) reach its minimum?',
      review: { due_at: at(40), due_now: false, reviews: 1, state: 'review' },
      mastery: 'not_started',
    }),
    makeMistake({
      question_id: 'qn_Rw7Words01',
      quiz_id: 'qz_Pr4ct1c3',
      quiz_kind: 'practice',
      position: 2,
      missed_at: at(-50),
      outcome: 'unanswered',
      subject: 'reading_writing',
      domain: { id: 'craft_and_structure', name: 'Craft and Structure' },
      skill: { id: 'words_in_context', name: 'Words in Context' },
      difficulty: 'easy',
      excerpt: 'As used in the text, what does the word “novel” most nearly mean?',
      review: { due_at: at(-1), due_now: true, reviews: 2, state: 'relearning' },
      mastery: 'proficient',
    }),
    makeMistake({
      question_id: 'qn_9LkD3wEr5',
      position: 2,
      missed_at: at(-75),
      difficulty: 'easy',
      skill: { id: 'linear_equations_one_variable', name: 'Linear Equations in One Variable' },
      excerpt: 'What value of \\(x\\) satisfies \\(2(x + 1) = 8\\)?',
      review: { due_at: at(24 * 6), due_now: false, reviews: 3, state: 'review' },
      mastery: 'mastered',
    }),
    makeMistake({
      question_id: 'qn_Rw7Ideas02',
      quiz_id: 'qz_Pr4ct1c3',
      quiz_kind: 'practice',
      position: 5,
      missed_at: at(-120),
      subject: 'reading_writing',
      domain: { id: 'information_and_ideas', name: 'Information and Ideas' },
      skill: { id: 'central_ideas_and_details', name: 'Central Ideas and Details' },
      difficulty: 'medium',
      excerpt:
        'Which choice best states the main idea of the text about the 1,200-kilometre migration of the Arctic tern?',
      review: { due_at: at(20), due_now: false, reviews: 1, state: 'learning' },
      mastery: 'familiar',
    }),
  ]
}

/** The question behind a row: the report's question, missed as the row says. */
export function makeMistakeDetail(mistake: Mistake): MistakeDetail {
  const base = reportQuestions.find((question) => question.id === mistake.question_id) ?? reportQuestions[0]!
  const wrongChoice = base.choices.find((choice) => choice.id !== base.key.correct_choice_id)
  const answer =
    mistake.outcome !== 'wrong'
      ? { status: mistake.outcome, choice_id: null, response: null }
      : base.format === 'multiple_choice'
        ? { status: 'wrong' as const, choice_id: wrongChoice?.id ?? null, response: null }
        : { status: 'wrong' as const, choice_id: null, response: base.answer.response ?? '3' }
  return { mistake, question: { ...base, id: mistake.question_id, answer, points_earned: 0 } }
}

export function makeReviewsDue(math: number, readingWriting: number): ReviewsDue {
  return {
    due_count: math + readingWriting,
    subjects: [
      { subject: 'math', due_count: math },
      { subject: 'reading_writing', due_count: readingWriting },
    ],
    next_due_at: at(30),
  }
}
