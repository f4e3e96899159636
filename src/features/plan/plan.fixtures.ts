import type { MockHandlers } from '~/api/mock-api'
import type { components } from '@common/api/schema.gen'
import type { MasteryMap, Plan, PlanResponse, SetPlanRequest, SkillMastery, Subject, WeakSpots } from './api/learning'
import type { CreateWeakSpotsPracticeRequest } from './api/weak-spots-practice'

type QuizSummary = components['schemas']['QuizSummary']

const skill = (id: string, name: string, level: SkillMastery['level'], answers: number, accuracy: number | null) => ({
  id,
  name,
  level,
  answers,
  accuracy,
})

/** A learner some way in: every level shows, Math further along than Reading and Writing. */
export const sampleMastery: MasteryMap = {
  subjects: [
    {
      id: 'math',
      name: 'Math',
      domains: [
        {
          id: 'algebra',
          name: 'Algebra',
          skills: [
            skill('linear_equations_one_variable', 'Linear equations in one variable', 'mastered', 14, 91),
            skill('linear_functions', 'Linear functions', 'proficient', 9, 76),
            skill('linear_equations_two_variables', 'Linear equations in two variables', 'familiar', 6, 58),
            skill('systems_of_linear_equations', 'Systems of two linear equations', 'familiar', 4, 41),
            skill('linear_inequalities', 'Linear inequalities', 'not_started', 1, 100),
          ],
        },
        {
          id: 'advanced_math',
          name: 'Advanced Math',
          skills: [
            skill('equivalent_expressions', 'Equivalent expressions', 'proficient', 8, 72),
            skill('nonlinear_equations', 'Nonlinear equations and systems', 'familiar', 5, 47),
            skill('nonlinear_functions', 'Nonlinear functions', 'not_started', 0, null),
          ],
        },
        {
          id: 'problem_solving',
          name: 'Problem-Solving and Data Analysis',
          skills: [
            skill('ratios_rates', 'Ratios, rates, proportional relationships, and units', 'mastered', 12, 88),
            skill('percentages', 'Percentages', 'proficient', 7, 74),
            skill('probability', 'Probability and conditional probability', 'not_started', 2, 50),
          ],
        },
        {
          id: 'geometry_trigonometry',
          name: 'Geometry and Trigonometry',
          skills: [
            skill('area_volume', 'Area and volume', 'proficient', 8, 79),
            skill('right_triangles', 'Right triangles and trigonometry', 'familiar', 5, 52),
            skill('circles', 'Circles', 'not_started', 1, 0),
          ],
        },
      ],
    },
    {
      id: 'reading_writing',
      name: 'Reading and Writing',
      domains: [
        {
          id: 'information_and_ideas',
          name: 'Information and Ideas',
          skills: [
            skill('central_ideas', 'Central ideas and details', 'familiar', 6, 55),
            skill('inferences', 'Inferences', 'familiar', 5, 44),
            skill('command_of_evidence', 'Command of evidence', 'not_started', 0, null),
          ],
        },
        {
          id: 'standard_english',
          name: 'Standard English Conventions',
          skills: [
            skill('boundaries', 'Boundaries', 'proficient', 9, 78),
            skill('form_structure_sense', 'Form, structure, and sense', 'not_started', 2, 100),
          ],
        },
      ],
    },
  ],
}

const arabicNames: Record<string, string> = {
  math: 'الرياضيات',
  reading_writing: 'القراءة والكتابة',
  algebra: 'الجبر',
  advanced_math: 'الرياضيات المتقدمة',
  problem_solving: 'حل المسائل وتحليل البيانات',
  geometry_trigonometry: 'الهندسة وحساب المثلثات',
  information_and_ideas: 'المعلومات والأفكار',
  standard_english: 'قواعد الإنجليزية القياسية',
  linear_equations_one_variable: 'المعادلات الخطية بمتغير واحد',
  linear_functions: 'الدوال الخطية',
  linear_equations_two_variables: 'المعادلات الخطية بمتغيرين',
  systems_of_linear_equations: 'أنظمة المعادلات الخطية',
  linear_inequalities: 'المتباينات الخطية',
  equivalent_expressions: 'العبارات المتكافئة',
  nonlinear_equations: 'المعادلات غير الخطية وأنظمتها',
  nonlinear_functions: 'الدوال غير الخطية',
  ratios_rates: 'النسب والمعدلات والتناسب والوحدات',
  percentages: 'النسب المئوية',
  probability: 'الاحتمالات والاحتمال الشرطي',
  area_volume: 'المساحة والحجم',
  right_triangles: 'المثلثات القائمة وحساب المثلثات',
  circles: 'الدوائر',
  central_ideas: 'الأفكار الرئيسية والتفاصيل',
  inferences: 'الاستنتاجات',
  command_of_evidence: 'توظيف الأدلة',
  boundaries: 'حدود الجمل',
  form_structure_sense: 'الصيغة والبنية والمعنى',
}
const inArabic = <T extends { id: string; name: string }>(entry: T): T => ({
  ...entry,
  name: arabicNames[entry.id] ?? entry.name,
})

/** The sample as the server names it in Arabic (`Accept-Language: ar`). */
export const arabicMastery: MasteryMap = {
  subjects: sampleMastery.subjects.map((subject) => ({
    ...inArabic(subject),
    domains: subject.domains.map((domain) => ({ ...inArabic(domain), skills: domain.skills.map(inArabic) })),
  })),
}

/** The same catalog before any answer. */
export const newcomerMastery: MasteryMap = {
  subjects: sampleMastery.subjects.map((subject) => ({
    ...subject,
    domains: subject.domains.map((domain) => ({
      ...domain,
      skills: domain.skills.map((entry) => ({ ...entry, level: 'not_started', answers: 0, accuracy: null })),
    })),
  })),
}

export const mathWeakSpots: WeakSpots = {
  subject: 'math',
  evaluation_required: false,
  skills: [
    {
      skill: { id: 'systems_of_linear_equations', name: 'Systems of two linear equations' },
      domain: { id: 'algebra', name: 'Algebra' },
      reason: 'weak',
      level: 'familiar',
      test_weight: 13,
    },
    {
      skill: { id: 'nonlinear_functions', name: 'Nonlinear functions' },
      domain: { id: 'advanced_math', name: 'Advanced Math' },
      reason: 'not_started',
      level: 'not_started',
      test_weight: 11,
    },
    {
      skill: { id: 'linear_functions', name: 'Linear functions' },
      domain: { id: 'algebra', name: 'Algebra' },
      reason: 'high_weight',
      level: 'proficient',
      test_weight: 9,
    },
  ],
  difficulty_mix: { easy: 3, medium: 5, hard: 2 },
}

export const arabicMathWeakSpots: WeakSpots = {
  ...mathWeakSpots,
  skills: mathWeakSpots.skills.map((spot) => ({ ...spot, skill: inArabic(spot.skill), domain: inArabic(spot.domain) })),
}

export const readingWeakSpots: WeakSpots = {
  subject: 'reading_writing',
  evaluation_required: true,
  skills: [],
  difficulty_mix: { easy: 3, medium: 5, hard: 2 },
}

/** A plan three and a half months out, with a streak, today's goal half met and four scores. */
export const samplePlan: Plan = {
  target_date: '2027-03-13',
  target_score: 1350,
  time_zone: 'Asia/Riyadh',
  days_left: 107,
  daily_goal: 24,
  today_count: 12,
  goal_met_today: false,
  streak_days: 5,
  current_score: 1150,
  trend: [
    { at: '2026-10-02T16:00:00Z', source: 'evaluation', score: 1010, low: 930, high: 1090 },
    { at: '2026-10-24T16:00:00Z', source: 'full_test', score: 1070, low: 1010, high: 1130 },
    { at: '2026-11-08T16:00:00Z', source: 'evaluation', score: 1120, low: 1050, high: 1190 },
    { at: '2026-11-21T16:00:00Z', source: 'full_test', score: 1150, low: 1090, high: 1210 },
  ],
}

/** The server's answer to a plan set with these values (the rest from `samplePlan`). */
export const planResponse = (request: Partial<SetPlanRequest>): PlanResponse => ({
  plan: { ...samplePlan, ...request },
})

// As the catalog's mocks: the story's language is the page's.
const arabic = () => document.documentElement.lang === 'ar'

export interface LearningApiOptions {
  plan?: Plan | null
  mastery?: MasteryMap
  weakSpots?: Partial<Record<Subject, WeakSpots>>
}

/** The mock answers of the learning reads, for stories of screens that show them (home, report, settings). */
export const learningApi = ({
  plan = samplePlan,
  mastery = sampleMastery,
  weakSpots = { math: mathWeakSpots, reading_writing: readingWeakSpots },
}: LearningApiOptions = {}): MockHandlers => ({
  'GET /plan': () => ({ status: 200, body: { plan } }),
  // The server names skills in the reader's language: the samples' Arabic names for `ar`.
  'GET /mastery': () => ({
    status: 200,
    body: arabic() && mastery === sampleMastery ? arabicMastery : mastery,
  }),
  'GET /weak-spots': ({ query }) => {
    const subject = (query.get('subject') ?? 'math') as Subject
    const spots = weakSpots[subject] ?? { ...readingWeakSpots, subject, evaluation_required: false }
    return { status: 200, body: arabic() && spots === mathWeakSpots ? arabicMathWeakSpots : spots }
  },
})

/** The practice `POST /practices/weak-spots` starts: ten questions on the Math weak spots. */
export const practiceStarted = (body: CreateWeakSpotsPracticeRequest): QuizSummary => ({
  id: 'qz_W34kSp0t5',
  kind: 'practice',
  status: 'in_progress',
  system: body.system,
  subject: body.subject,
  domain: null,
  skills: mathWeakSpots.skills.map((spot) => spot.skill),
  difficulty: null,
  number_of_questions: 10,
  timer_type: null,
  seconds_per_question: null,
  time_limit_seconds: null,
  remaining_seconds: null,
  immediate_feedback: true,
  started_at: '2026-11-26T18:00:00Z',
  ends_at: null,
  completed_at: null,
  answered_count: 0,
  current_position: 1,
  division: null,
})
