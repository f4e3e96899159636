import type { ResponseBody, Schemas } from '../../api/contract'
import { taxonomy } from '../../content/taxonomy'
import { learning } from '../../domain/constants'
import { translate, type ServerLocale } from '../../i18n/messages'
import { divisionResultBody } from '../divisions/present'
import { clockRevealMs, testStructures } from '../../domain/full-test'
import { pointsOf, type AnnotationRow, type QuestionRow, type QuizItem, type QuizRow } from './lifecycle'
import type { SavedAnswer } from './writes'

/** Where a started quiz is read (the `Location` of a 201). */
export const quizLocation = (quizId: string) => `/api/v1/quizzes/${quizId}`

export const remainingSeconds = (quiz: Pick<QuizRow, 'endsAt' | 'status'>, now = new Date()) =>
  quiz.endsAt
    ? quiz.status === 'in_progress'
      ? Math.max(0, Math.ceil((quiz.endsAt.getTime() - now.getTime()) / 1000))
      : 0
    : null

/** The quiz's whole time: per question times the questions, or a full test module's own clock. */
export const timeLimitSeconds = (quiz: Pick<QuizRow, 'endsAt' | 'startedAt'>) =>
  quiz.endsAt ? Math.round((quiz.endsAt.getTime() - quiz.startedAt.getTime()) / 1000) : null

export const currentPosition = (items: QuizItem[]) => {
  const done = items.filter((item) => item.slot.status !== 'not_answered').map((item) => item.slot.position)
  return Math.min(items.length, (done.length ? Math.max(...done) : 0) + 1) || 1
}

export const catalogRef = (kind: 'domain' | 'skill', id: string, locale: ServerLocale) => ({
  id,
  name: (kind === 'domain' ? taxonomy.domain(id)?.name : taxonomy.skill(id)?.name)?.[locale] ?? id,
})

export function questionBody(question: QuestionRow, locale: ServerLocale): Schemas['Question'] {
  return {
    id: question.id,
    stem: question.stem,
    passage: question.passage,
    figure_svg: question.figureSvg,
    table: question.dataTable ?? null,
    format: question.format,
    choices: question.choices.map((choice) => ({ id: choice.id, label: choice.label, text: choice.text })),
    domain: catalogRef('domain', question.domain, locale),
    skill: catalogRef('skill', question.skill, locale),
    difficulty: question.difficulty,
    points: pointsOf(question.difficulty),
  }
}

export function keyBody(
  question: Pick<
    QuestionRow,
    'format' | 'correctChoiceId' | 'acceptedAnswers' | 'explanation' | 'explanationAr' | 'rationales'
  >,
): Schemas['AnswerKey'] {
  return {
    correct_choice_id: question.format === 'multiple_choice' ? question.correctChoiceId : null,
    accepted_answers: question.acceptedAnswers,
    explanation: question.explanation,
    explanation_ar: question.explanationAr ?? null,
    rationales: Object.entries(question.rationales ?? {}).map(([choiceId, text]) => ({
      choice_id: choiceId,
      en: text.en,
      ar: text.ar,
    })),
  }
}

export function feedbackBody(quiz: QuizRow, item: QuizItem): Schemas['AnswerFeedback'] | null {
  if (!quiz.immediateFeedback || item.slot.status !== 'answered') return null
  return { ...keyBody(item.question), is_correct: Boolean(item.slot.isCorrect) }
}

export function answerStatus(quiz: QuizRow, item: QuizItem): Schemas['AnswerStatus'] {
  if (item.slot.status !== 'answered') return item.slot.status
  return quiz.immediateFeedback ? (item.slot.isCorrect ? 'correct' : 'wrong') : 'answered'
}

export function quizSummaryBody(quiz: QuizRow, items: QuizItem[], locale: ServerLocale): Schemas['QuizSummary'] {
  return {
    id: quiz.id,
    kind: quiz.kind,
    status: quiz.status,
    system: quiz.system,
    subject: quiz.subject,
    domain: quiz.domain ? catalogRef('domain', quiz.domain, locale) : null,
    skills: quiz.skills.map((skill) => catalogRef('skill', skill, locale)),
    difficulty: quiz.difficulty,
    number_of_questions: quiz.numberOfQuestions,
    timer_type: quiz.timerType,
    seconds_per_question: quiz.secondsPerQuestion,
    time_limit_seconds: timeLimitSeconds(quiz),
    remaining_seconds: remainingSeconds(quiz),
    immediate_feedback: quiz.immediateFeedback,
    started_at: quiz.startedAt.toISOString(),
    ends_at: quiz.endsAt?.toISOString() ?? null,
    completed_at: quiz.completedAt?.toISOString() ?? null,
    answered_count: items.filter((item) => item.slot.status === 'answered').length,
    current_position: currentPosition(items),
    division:
      quiz.kind === 'division' || quiz.kind === 'short_test'
        ? {
            level: quiz.divisionLevel ?? 1,
            quiz_number: quiz.divisionQuizNumber,
            quizzes_per_level: learning.divisions.quizzesPerLevel,
          }
        : null,
    full_test: fullTestRef(quiz),
  }
}

/**
 * A full test module's test, number and route, and its clock's last stretch: the test's reveal time
 * in the same proportion to the module's clock as on the real test (shorter clocks in tests).
 */
function fullTestRef(quiz: QuizRow): Schemas['FullTestModuleRef'] | null {
  if (quiz.kind !== 'full_test' || !quiz.fullTestId || !quiz.fullTestModule) return null
  const nominal = testStructures[quiz.system ?? 'SAT'].stages.find(
    (stage) => stage.kind === 'module' && stage.subject === quiz.subject,
  )!.seconds
  const limit = timeLimitSeconds(quiz) ?? nominal
  return {
    test_id: quiz.fullTestId,
    module: quiz.fullTestModule,
    route: quiz.moduleRoute,
    clock_reveal_seconds: Math.max(1, Math.round(((clockRevealMs / 1000) * limit) / nominal)),
  }
}

/** A question's highlights and notes. */
export const annotationBody = (annotation: AnnotationRow, questionId: string): Schemas['Annotation'] => ({
  id: annotation.id,
  question_id: questionId,
  start: annotation.start,
  end: annotation.end,
  note: annotation.note,
})

/** A question's answer state: status, answer, mark, struck choices, time spent, practice feedback. */
export function answerStateBody(quiz: QuizRow, item: QuizItem): Schemas['QuestionAnswerState'] {
  return {
    status: answerStatus(quiz, item),
    choice_id: item.slot.choiceId,
    response: item.slot.response,
    marked_for_review: item.slot.markedForReview,
    answered_at: item.slot.answeredAt?.toISOString() ?? null,
    feedback: feedbackBody(quiz, item),
    eliminated: item.slot.eliminated,
    seconds_spent: item.slot.secondsSpent,
  }
}

export function quizBody(
  quiz: QuizRow,
  items: QuizItem[],
  locale: ServerLocale,
  annotations: AnnotationRow[] = [],
): Schemas['Quiz'] {
  return {
    ...quizSummaryBody(quiz, items, locale),
    questions: items.map((item) => ({
      ...questionBody(item.question, locale),
      position: item.slot.position,
      answer: answerStateBody(quiz, item),
      annotations: annotations
        .filter((annotation) => annotation.position === item.slot.position)
        .map((annotation) => annotationBody(annotation, item.question.id)),
    })),
  }
}

const statusTitleKey = { 1: 'resultSorry', 2: 'resultGood', 3: 'resultWell' } as const
export const statusTitle = (code: number, locale: ServerLocale) =>
  translate(locale, statusTitleKey[(code as 1 | 2 | 3) ?? 1] ?? 'resultSorry')

export function summaryBody(quiz: QuizRow): Schemas['ResultSummary'] {
  const end = quiz.completedAt ?? new Date()
  return {
    correct: quiz.correctCount ?? 0,
    wrong: quiz.wrongCount ?? 0,
    unanswered: quiz.unansweredCount ?? 0,
    skipped: quiz.skippedCount ?? 0,
    total: quiz.numberOfQuestions,
    percentage: quiz.percentage ?? 0,
    duration_seconds: Math.max(0, Math.round((end.getTime() - quiz.startedAt.getTime()) / 1000)),
    time_limit_seconds: timeLimitSeconds(quiz),
  }
}

export function divisionResultOf(quiz: QuizRow, locale: ServerLocale): Schemas['DivisionResult'] | null {
  if (!quiz.divisionResult) return null
  return divisionResultBody(quiz.subject, quiz.divisionResult, locale, quiz.divisionQuizNumber ?? 0)
}

export function quizResultBody(quiz: QuizRow, locale: ServerLocale): Schemas['QuizResult'] {
  return {
    quiz_id: quiz.id,
    report_id: quiz.id,
    kind: quiz.kind,
    status: quiz.status as 'completed' | 'expired',
    status_code: (quiz.statusCode ?? 1) as 1 | 2 | 3,
    status_title: statusTitle(quiz.statusCode ?? 1, locale),
    summary: summaryBody(quiz),
    points_earned: quiz.pointsEarned ?? 0,
    division_result: divisionResultOf(quiz, locale),
  }
}

/** The answer body of a save or skip, from what the save statement returned. */
export function answerResultBody(
  target: { quizId: string; questionId: string },
  row: SavedAnswer,
): Schemas['AnswerResult'] {
  const status = row.saved_status
  const answered = status === 'answered'
  const total = Number(row.total)
  const lastDone = Math.max(Number(row.others_last_done ?? 0), status !== 'not_answered' ? row.saved_position : 0)
  const endsAt = row.ends_at === null ? null : new Date(row.ends_at)
  const feedback =
    row.immediate_feedback && answered
      ? {
          ...keyBody({
            format: row.format!,
            correctChoiceId: row.correct_choice_id,
            acceptedAnswers: row.accepted_answers ?? [],
            explanation: row.explanation!,
            explanationAr: row.explanation_ar,
            rationales: row.rationales ?? {},
          }),
          is_correct: Boolean(row.saved_is_correct),
        }
      : null
  return {
    quiz_id: target.quizId,
    question_id: target.questionId,
    position: row.saved_position,
    status: answered && row.immediate_feedback ? (row.saved_is_correct ? 'correct' : 'wrong') : status,
    choice_id: row.saved_choice_id,
    response: row.saved_response,
    marked_for_review: Boolean(row.saved_marked),
    feedback,
    remaining_seconds: remainingSeconds({ endsAt, status: 'in_progress' }),
    answered_count: Number(row.others_answered) + (answered ? 1 : 0),
    current_position: Math.min(total, lastDone + 1) || 1,
  }
}

export const exitBody = (quizId: string, locale: ServerLocale): ResponseBody<'exitQuiz', 200> => ({
  quiz_id: quizId,
  status: 'exited',
  message: translate(locale, 'quizExited'),
})

/** The development answer key: each question's key, in quiz order. */
export const answerKeyBody = (items: QuizItem[]) =>
  items.map(({ slot, question }) => ({
    question_id: question.id,
    position: slot.position,
    format: question.format,
    ...keyBody(question),
  }))
