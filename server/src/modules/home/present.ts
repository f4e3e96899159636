import type { ResponseBody } from '../../api/contract'
import type { QuizRow } from '../quizzes/lifecycle'
import type { KindTotals } from './service'

/** Home totals; division quizzes and Short Tests count together as divisions. */
export function homeStatisticsBody(stats: {
  kinds: KindTotals[]
  answered: number
}): ResponseBody<'getHomeStatistics', 200> {
  const of = (kind: QuizRow['kind']) => stats.kinds.find((row) => row.kind === kind) ?? { quizzes: 0, points: 0 }
  return {
    questions: stats.answered,
    practices: of('practice').quizzes,
    evaluations: of('evaluation').quizzes,
    divisions: of('division').quizzes + of('short_test').quizzes,
    practice_points: of('practice').points,
    evaluate_points: of('evaluation').points,
    division_points: of('division').points + of('short_test').points,
  }
}
