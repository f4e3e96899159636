import type { ResponseBody, Schemas } from '../../api/contract'
import { taxonomy } from '../../content/taxonomy'
import type { SubjectId } from '../../content/types'
import type { DivisionResultRecord } from '../../db/schema'
import { learning } from '../../domain/constants'
import { pageMeta } from '../../http/validation'
import type { ServerLocale } from '../../i18n/messages'
import { divisionMessage } from '../notifications/division-message'
import { percentOf, promotionThreshold, relegationBound, roundMaxPoints } from './rounds'
import type { DivisionEventRow, DivisionState } from './service'

/** An outcome's message names the level it leaves the learner in; an eligible learner is still in the old one. */
const outcomeMessage = (
  locale: ServerLocale,
  outcome: Pick<DivisionResultRecord, 'status' | 'levelBefore' | 'levelAfter'>,
  solved?: number,
) =>
  divisionMessage(
    locale,
    outcome.status,
    outcome.status === 'eligible_for_promotion' ? outcome.levelBefore : outcome.levelAfter,
    solved,
  )

export function divisionResultBody(
  subject: SubjectId,
  record: DivisionResultRecord,
  locale: ServerLocale,
  solved: number,
): Schemas['DivisionResult'] {
  return {
    subject,
    level_before: record.levelBefore,
    level_after: record.levelAfter,
    status: record.status,
    points: record.points,
    max_points: record.maxPoints,
    percentage: record.percentage,
    message: outcomeMessage(locale, record, solved),
  }
}

export function divisionListBody(states: DivisionState[], locale: ServerLocale): ResponseBody<'listDivisions', 200> {
  const quizzesPerLevel = learning.divisions.quizzesPerLevel
  return {
    data: states.map(({ subject, division, progress, running, last }) => {
      const threshold = promotionThreshold(division.level)
      return {
        subject,
        subject_name: taxonomy.subject(subject)!.name[locale],
        level: division.level,
        points: progress.points,
        min_points: relegationBound(division.level),
        max_points: roundMaxPoints(division.level),
        promotion_threshold: threshold,
        points_to_promotion: Math.max(0, threshold - progress.points),
        quiz_number: Math.min(quizzesPerLevel, progress.solved + 1),
        solved_quizzes: progress.solved,
        remaining_quizzes: Math.max(0, quizzesPerLevel - progress.solved),
        quizzes_per_level: quizzesPerLevel,
        status: division.status,
        current_quiz_id: running.find((quiz) => quiz.kind === 'division')?.id ?? null,
        short_test_quiz_id: running.find((quiz) => quiz.kind === 'short_test')?.id ?? null,
        last_result: last
          ? {
              status: last.status,
              level_before: last.levelBefore,
              level_after: last.levelAfter,
              message: outcomeMessage(locale, last),
              created_at: last.createdAt.toISOString(),
            }
          : null,
      }
    }),
  }
}

export function divisionProgressBody(
  list: { rows: DivisionEventRow[]; total: number },
  page: { page: number; perPage: number },
  locale: ServerLocale,
): ResponseBody<'listDivisionProgress', 200> {
  return {
    data: list.rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      event: row.event,
      quiz_id: row.quizId,
      level_before: row.levelBefore,
      level_after: row.levelAfter,
      status: row.status,
      points: row.points,
      max_points: row.maxPoints,
      percentage: percentOf(row.points, row.maxPoints),
      message: outcomeMessage(locale, row),
      created_at: row.createdAt.toISOString(),
    })),
    meta: pageMeta(list.total, page.page, page.perPage),
  }
}
