import { ApiError, type Problem } from '~/api/api-error'
import type { AnswerResult, Quiz, QuizQuestion } from './quiz-answers'
import type { QuizResult } from './quiz.machine'
import type { SaveAnswerRequest } from './save-queue'

/** Sample quizzes and server answers for the quiz machine's tests and diagram, typed from the contract. */

export const QUIZ_ID = 'qz_Hc7LmP2xQa9'

const choiceQuestion: QuizQuestion = {
  id: 'qn_4TgR8sWk1',
  position: 1,
  stem: 'The line \\(y = 3x - 4\\) passes through the point \\((a, 11)\\). What is the value of \\(a\\)?',
  passage: null,
  figure_svg: null,
  table: null,
  format: 'multiple_choice',
  choices: [
    { id: 'ch_3fJq8Lz1', label: 'A', text: '\\(3\\)' },
    { id: 'ch_7Yt2Nc5B', label: 'B', text: '\\(5\\)' },
    { id: 'ch_Kp4Ws9Qe', label: 'C', text: '\\(7\\)' },
    { id: 'ch_Zr6Dm0Va', label: 'D', text: '\\(29\\)' },
  ],
  domain: { id: 'algebra', name: 'Algebra' },
  skill: { id: 'linear_equations_two_variables', name: 'Linear Equations in Two Variables' },
  difficulty: 'medium',
  points: 20,
  answer: {
    status: 'not_answered',
    choice_id: null,
    response: null,
    marked_for_review: false,
    answered_at: null,
    feedback: null,
  },
}

const responseQuestion: QuizQuestion = {
  ...choiceQuestion,
  id: 'qn_9PzL2vXe6',
  position: 2,
  stem: 'If \\(2x + 3y = 12\\) and \\(y = 2\\), what is the value of \\(x\\)?',
  format: 'student_produced',
  choices: [],
}

export const CHOICE_QUESTION_ID = choiceQuestion.id
export const RESPONSE_QUESTION_ID = responseQuestion.id
export const RIGHT_CHOICE_ID = 'ch_7Yt2Nc5B'
export const WRONG_CHOICE_ID = 'ch_3fJq8Lz1'
/** The accepted response of the student-produced question. */
export const RIGHT_RESPONSE = '3'

export type QuizKindOption = 'evaluation' | 'practice'

/** A running two-question quiz (one multiple choice, one student-produced), with time left. */
export function makeQuiz(
  options: {
    kind?: QuizKindOption
    status?: Quiz['status']
    remainingSeconds?: number | null
    currentPosition?: number
    questions?: number
    /** Every question multiple choice (one `answer.select` payload answers them all). */
    choicesOnly?: boolean
  } = {},
): Quiz {
  const kind = options.kind ?? 'evaluation'
  const count = options.questions ?? 2
  const questions = Array.from({ length: count }, (_, index) => {
    const base = index % 2 === 0 || options.choicesOnly ? choiceQuestion : responseQuestion
    const copy = { ...base, position: index + 1, answer: { ...base.answer } }
    return index === base.position - 1 ? copy : { ...copy, id: `qn_Extra${index}xYz` }
  })
  const timed = options.remainingSeconds !== null
  return {
    id: QUIZ_ID,
    kind,
    status: options.status ?? 'in_progress',
    system: 'SAT',
    subject: 'math',
    domain: null,
    skills: [],
    difficulty: null,
    number_of_questions: count,
    timer_type: timed ? 'loose' : null,
    seconds_per_question: timed ? 60 : null,
    time_limit_seconds: timed ? 60 * count : null,
    remaining_seconds: timed ? (options.remainingSeconds ?? 60 * count) : null,
    immediate_feedback: kind === 'practice',
    started_at: '2026-11-23T12:00:00Z',
    ends_at: timed ? '2026-11-23T12:02:00Z' : null,
    completed_at: options.status && options.status !== 'in_progress' ? '2026-11-23T12:02:00Z' : null,
    answered_count: 0,
    current_position: options.currentPosition ?? 1,
    division: null,
    questions,
  }
}

const isRight = (questionId: string, body: SaveAnswerRequest) =>
  questionId === CHOICE_QUESTION_ID ? body.choice_id === RIGHT_CHOICE_ID : body.response === RIGHT_RESPONSE

/** What `PUT …/answers/{question_id}` answers: checked at once in practice, `answered` otherwise. */
export function answerResult(
  quiz: Quiz,
  questionId: string,
  body: SaveAnswerRequest,
  remainingSeconds: number | null = 90,
): AnswerResult {
  const question = quiz.questions.find((item) => item.id === questionId) ?? quiz.questions[0]!
  const choiceId = body.choice_id ?? null
  const response = body.response ?? null
  const answered = choiceId !== null || response !== null
  const right = isRight(questionId, body)
  return {
    quiz_id: quiz.id,
    question_id: questionId,
    position: question.position,
    status: !answered ? 'not_answered' : quiz.immediate_feedback ? (right ? 'correct' : 'wrong') : 'answered',
    choice_id: choiceId,
    response,
    marked_for_review: body.marked_for_review ?? false,
    feedback:
      quiz.immediate_feedback && answered
        ? {
            is_correct: right,
            correct_choice_id: question.format === 'multiple_choice' ? RIGHT_CHOICE_ID : null,
            accepted_answers: question.format === 'multiple_choice' ? [] : [RIGHT_RESPONSE],
            explanation: 'Substitute and solve for the unknown.',
            explanation_ar: 'عوّض ثم حلّ لإيجاد المجهول.',
            rationales: [],
          }
        : null,
    remaining_seconds: remainingSeconds,
    answered_count: answered ? 1 : 0,
    current_position: Math.min(question.position + 1, quiz.questions.length),
  }
}

/** What `POST …/questions/{question_id}/skip` answers. */
export const skipResult = (quiz: Quiz, questionId: string, remainingSeconds: number | null = 90): AnswerResult => ({
  ...answerResult(quiz, questionId, {}, remainingSeconds),
  status: 'skipped',
})

export function quizResult(
  kind: QuizKindOption = 'evaluation',
  status: QuizResult['status'] = 'completed',
): QuizResult {
  return {
    quiz_id: QUIZ_ID,
    report_id: QUIZ_ID,
    kind,
    status,
    status_code: 2,
    status_title: 'Good Job',
    summary: {
      correct: 1,
      wrong: 0,
      unanswered: 1,
      skipped: 0,
      total: 2,
      percentage: 50,
      duration_seconds: 60,
      time_limit_seconds: 120,
    },
    points_earned: 20,
    division_result: null,
  }
}

/** No answer from the server at all (what `fetch` throws offline). */
export const networkError = () => new TypeError('Failed to fetch')

function problem(status: number, type: Problem['type'], extra: Partial<Problem> = {}) {
  return new ApiError(
    status,
    { type, title: 'Error', status, statusCode: status, detail: type, message: type, ...extra },
    `HTTP ${status}`,
  )
}

export const invalidAnswerError = () => problem(422, 'urn:exam-prep:problem:validation-error')
export const quizNotRunningError = () => problem(409, 'urn:exam-prep:problem:quiz-not-running')
export const alreadyAnsweredError = () => problem(409, 'urn:exam-prep:problem:already-answered')
export const notFoundError = () => problem(404, 'urn:exam-prep:problem:not-found')
export const serverError = () => problem(500, 'urn:exam-prep:problem:internal-error')
export const answersMissingError = (positions: number[]) =>
  problem(409, 'urn:exam-prep:problem:answers-missing', {
    unanswered_count: positions.length,
    unanswered_positions: positions,
  })

/** The same quiz as the server has it once every question is answered right (another tab, say). */
export function answeredEverywhere(quiz: Quiz): Quiz {
  return {
    ...quiz,
    answered_count: quiz.questions.length,
    questions: quiz.questions.map((question) => {
      const body = question.format === 'multiple_choice' ? { choice_id: RIGHT_CHOICE_ID } : { response: RIGHT_RESPONSE }
      const result = answerResult(quiz, question.id, body)
      return {
        ...question,
        answer: {
          status: result.status,
          choice_id: result.choice_id,
          response: result.response,
          marked_for_review: false,
          answered_at: '2026-11-23T12:01:00Z',
          feedback: result.feedback,
        },
      }
    }),
  }
}
