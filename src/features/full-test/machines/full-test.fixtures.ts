import { ApiError } from '~/api/api-error'
import type { FullTest, FullTestReport, FullTestStage } from '../api/full-tests'

// A full test as the server sends it, at any stage, for the machine's tests, its diagram and the
// pages' stories (typed from the contract).

export const TEST_ID = 'ft_Q8vN3kLp2Ws'

const STAGES: Omit<FullTestStage, 'status' | 'quiz_id' | 'route' | 'answered_count'>[] = [
  { index: 0, kind: 'module', subject: 'reading_writing', module: 1, questions: 27, time_limit_seconds: 1920 },
  { index: 1, kind: 'module', subject: 'reading_writing', module: 2, questions: 27, time_limit_seconds: 1920 },
  { index: 2, kind: 'break', subject: null, module: null, questions: null, time_limit_seconds: 600 },
  { index: 3, kind: 'module', subject: 'math', module: 1, questions: 22, time_limit_seconds: 2100 },
  { index: 4, kind: 'module', subject: 'math', module: 2, questions: 22, time_limit_seconds: 2100 },
]

/** The test at `stage` (5 = finished); the module there runs unless `moduleDone`. */
export function makeTest({
  stage = 0,
  status = stage >= STAGES.length ? 'completed' : 'in_progress',
  moduleDone = false,
  breakSeconds = 600,
}: {
  stage?: number
  status?: FullTest['status']
  moduleDone?: boolean
  breakSeconds?: number
} = {}): FullTest {
  const stages = STAGES.map((s): FullTestStage => {
    const done = s.index < stage || status === 'completed' || (s.index === stage && moduleDone)
    const started = s.kind === 'module' && s.index <= stage
    return {
      ...s,
      status: done ? 'done' : s.index === stage ? 'running' : 'upcoming',
      quiz_id: started ? `qz_M0dule${s.index}xx` : null,
      route: s.module === 2 && started ? (s.subject === 'math' ? 'easier' : 'harder') : null,
      answered_count: started ? (done ? (s.questions ?? 0) : 3) : null,
    }
  })
  const running = status === 'in_progress' ? stages[stage] : undefined
  return {
    id: TEST_ID,
    system: 'SAT',
    status,
    stage,
    stages,
    current_quiz_id: running?.kind === 'module' && running.status === 'running' ? running.quiz_id : null,
    break_ends_at: running?.kind === 'break' ? new Date(Date.now() + breakSeconds * 1000).toISOString() : null,
    break_remaining_seconds: running?.kind === 'break' ? breakSeconds : null,
    clock_reveal_seconds: 300,
    started_at: '2026-11-26T09:00:00Z',
    completed_at: status === 'in_progress' ? null : '2026-11-26T11:20:00Z',
    score:
      status === 'completed'
        ? {
            confidence: 0.8,
            sections: [
              {
                subject: 'reading_writing',
                name: 'Reading and Writing',
                route: 'harder',
                score: 610,
                low: 570,
                high: 650,
              },
              { subject: 'math', name: 'Math', route: 'easier', score: 520, low: 480, high: 560 },
            ],
            total: { score: 1130, low: 1070, high: 1190 },
          }
        : null,
  }
}

/** The server's answer to a move from a stage the test already left. */
export const stageChangedError = () =>
  new ApiError(
    409,
    { status: 409, type: 'urn:exam-prep:problem:full-test-stage-changed', message: 'This test has already moved on.' },
    'Conflict',
  )

export const networkError = () => new TypeError('Failed to fetch')

/** A finished test's report: two sections, four modules, a few questions, two tests in the trend. */
export function makeReport(): FullTestReport {
  const test = makeTest({ stage: 5 })
  const counts = (correct: number, total: number) => ({
    correct,
    wrong: total - correct - 1,
    unanswered: 1,
    total,
    percentage: Math.floor((correct * 100) / total),
  })
  const question = (position: number, module: number, status: 'correct' | 'wrong') => ({
    id: `qn_Question${position}${module}`,
    position,
    module,
    seconds_spent: 40 + position * 7,
    stem:
      module <= 2
        ? 'Which choice completes the text with the most logical transition?'
        : 'If \\(3x + 5 = 20\\), what is \\(x\\)?',
    passage: module <= 2 ? 'The river delta grew each spring. ______, the farms along its banks prospered.' : null,
    figure_svg: null,
    table: null,
    format: 'multiple_choice' as const,
    choices: (['A', 'B', 'C', 'D'] as const).map((label, index) => ({
      id: `ch_${label}${position}${module}xx`,
      label,
      text: module <= 2 ? ['However', 'As a result', 'Meanwhile', 'Instead'][index]! : `\\(${index + 4}\\)`,
    })),
    domain:
      module <= 2 ? { id: 'expression_of_ideas', name: 'Expression of Ideas' } : { id: 'algebra', name: 'Algebra' },
    skill:
      module <= 2
        ? { id: 'transitions', name: 'Transitions' }
        : { id: 'linear_equations_one_variable', name: 'Linear Equations in One Variable' },
    difficulty: 'medium' as const,
    points: 20,
    answer: {
      status,
      choice_id: status === 'correct' ? `ch_B${position}${module}xx` : `ch_A${position}${module}xx`,
      response: null,
    },
    key: {
      correct_choice_id: `ch_B${position}${module}xx`,
      accepted_answers: [],
      explanation:
        module <= 2
          ? 'The farms prospered because the delta grew: "As a result" names that cause.'
          : 'Subtract 5, then divide by 3: \\(x = 5\\).',
      explanation_ar:
        module <= 2
          ? 'ازدهرت المزارع لأن الدلتا اتسعت، وعبارة "As a result" تربط النتيجة بسببها.'
          : 'اطرح 5 ثم اقسم على 3: \\(x = 5\\).',
      rationales: [],
    },
    points_earned: status === 'correct' ? 20 : 0,
  })
  return {
    test_id: test.id,
    system: 'SAT',
    started_at: test.started_at,
    completed_at: test.completed_at!,
    score: test.score!,
    modules: [
      {
        module: 1,
        subject: 'reading_writing',
        route: null,
        time_limit_seconds: 1920,
        seconds_spent: 1710,
        ...counts(20, 27),
      },
      {
        module: 2,
        subject: 'reading_writing',
        route: 'harder',
        time_limit_seconds: 1920,
        seconds_spent: 1880,
        ...counts(17, 27),
      },
      { module: 3, subject: 'math', route: null, time_limit_seconds: 2100, seconds_spent: 2000, ...counts(12, 22) },
      { module: 4, subject: 'math', route: 'easier', time_limit_seconds: 2100, seconds_spent: 1650, ...counts(15, 22) },
    ],
    domains: [
      { id: 'expression_of_ideas', name: 'Expression of Ideas', subject: 'reading_writing', ...counts(8, 10) },
      { id: 'craft_and_structure', name: 'Craft and Structure', subject: 'reading_writing', ...counts(12, 15) },
      { id: 'algebra', name: 'Algebra', subject: 'math', ...counts(10, 15) },
      { id: 'advanced_math', name: 'Advanced Math', subject: 'math', ...counts(9, 15) },
    ],
    skills: [
      { id: 'transitions', name: 'Transitions', domain_id: 'expression_of_ideas', band: 'strong', ...counts(8, 10) },
      {
        id: 'linear_equations_one_variable',
        name: 'Linear Equations in One Variable',
        domain_id: 'algebra',
        band: 'moderate',
        ...counts(6, 10),
      },
    ],
    questions: [question(1, 1, 'correct'), question(2, 2, 'wrong'), question(1, 3, 'correct')],
    trend: [
      {
        test_id: 'ft_Earlier0000001',
        completed_at: '2026-11-10T10:00:00Z',
        total: { score: 1040, low: 980, high: 1100 },
      },
      { test_id: test.id, completed_at: test.completed_at!, total: test.score!.total },
    ],
  }
}
