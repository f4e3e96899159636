import type { ResponseBody } from '../../api/contract'
import { pageMeta } from '../../http/validation'
import type { ServerLocale } from '../../i18n/messages'
import type { QuizRow } from '../quizzes/lifecycle'
import { catalogRef } from '../quizzes/present'

export function historyBody(
  list: { rows: QuizRow[]; total: number },
  page: { page: number; perPage: number },
  locale: ServerLocale,
): ResponseBody<'listHistory', 200> {
  return {
    data: list.rows.map((quiz) => ({
      id: quiz.id,
      quiz_id: quiz.id,
      kind: quiz.kind,
      system: quiz.system,
      subject: quiz.subject,
      domain: quiz.domain ? catalogRef('domain', quiz.domain, locale) : null,
      score: quiz.percentage ?? 0,
      status_code: (quiz.statusCode ?? 1) as 1 | 2 | 3,
      correct: quiz.correctCount ?? 0,
      total: quiz.numberOfQuestions,
      points_earned: quiz.pointsEarned ?? 0,
      created_at: quiz.createdAt.toISOString(),
    })),
    meta: pageMeta(list.total, page.page, page.perPage),
  }
}
