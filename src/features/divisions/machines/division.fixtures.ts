import type { Division, DivisionStatus, QuizSummary } from '../api/divisions'

/** Divisions and quiz summaries typed from the contract, for the machine's tests, stories and diagram. */

export function makeDivision(overrides: Partial<Division> = {}): Division {
  return {
    subject: 'math',
    subject_name: 'Math',
    level: 3,
    points: 580,
    min_points: 400,
    max_points: 1000,
    promotion_threshold: 700,
    points_to_promotion: 120,
    quiz_number: 4,
    solved_quizzes: 3,
    remaining_quizzes: 2,
    quizzes_per_level: 5,
    status: 'in_level',
    current_quiz_id: null,
    short_test_quiz_id: null,
    last_result: null,
    ...overrides,
  }
}

const messages: Record<Exclude<DivisionStatus, 'in_level'>, (level: number) => string> = {
  eligible_for_promotion: (level) => `Level ${level} done: you are eligible for promotion. Pass the Short Test.`,
  promoted: (level) => `Promoted! You are now in Level ${level}.`,
  stayed: (level) => `You stay in Level ${level}.`,
  relegated: (level) => `You moved down to Level ${level}.`,
}

/** The division after an outcome, with the server's message stating the level and status. */
export function divisionAfter(status: Exclude<DivisionStatus, 'in_level'>, levelBefore = 3): Division {
  const levelAfter =
    status === 'promoted' ? levelBefore + 1 : status === 'relegated' ? Math.max(1, levelBefore - 1) : levelBefore
  const fresh = status !== 'eligible_for_promotion'
  return makeDivision({
    level: levelAfter,
    status,
    points: fresh ? 0 : 760,
    points_to_promotion: fresh ? 700 : 0,
    quiz_number: fresh ? 1 : 5,
    solved_quizzes: fresh ? 0 : 5,
    remaining_quizzes: fresh ? 5 : 0,
    last_result: {
      status,
      level_before: levelBefore,
      level_after: levelAfter,
      message: messages[status](levelAfter),
      created_at: '2026-11-23T12:30:00Z',
    },
  })
}

export function makeQuizSummary(kind: 'division' | 'short_test', id = 'qz_D1v4Q5zR2m'): QuizSummary {
  return {
    id,
    kind,
    status: 'in_progress',
    system: null,
    subject: 'math',
    domain: null,
    skills: [],
    difficulty: null,
    number_of_questions: 10,
    timer_type: 'strict',
    seconds_per_question: 45,
    time_limit_seconds: 450,
    remaining_seconds: 450,
    immediate_feedback: false,
    started_at: '2026-11-23T12:00:00Z',
    ends_at: '2026-11-23T12:07:30Z',
    completed_at: null,
    answered_count: 0,
    current_position: 1,
    division: { level: 3, quiz_number: 4, quizzes_per_level: 5 },
  }
}
