import type { Schemas } from '../../api/contract'
import { skillBands } from '../../domain/constants'
import { taxonomy } from '../../content/taxonomy'
import type { SubjectId } from '../../content/types'
import type { ServerLocale } from '../../i18n/messages'
import { pointsOf, type QuizItem } from '../quizzes/lifecycle'
import { divisionResultOf, keyBody, questionBody, statusTitle, summaryBody } from '../quizzes/present'
import { pointsCategory, type ReportData, type ReportedKind } from './service'

export function counts(items: QuizItem[]) {
  const correct = items.filter((i) => i.slot.status === 'answered' && i.slot.isCorrect).length
  const wrong = items.filter((i) => i.slot.status === 'answered' && !i.slot.isCorrect).length
  const total = items.length
  return {
    correct,
    wrong,
    unanswered: total - correct - wrong,
    total,
    percentage: total ? Math.floor((correct * 100) / total) : 0,
  }
}

/** DESIGN §3's bands, once the skill has enough answered questions (`skillBands`, issue 16). */
export function band({ correct, wrong, percentage }: ReturnType<typeof counts>): Schemas['Band'] {
  if (correct + wrong < skillBands.minAnswers) return 'not_enough_answers'
  return percentage >= skillBands.strongPercent
    ? 'strong'
    : percentage >= skillBands.moderatePercent
      ? 'moderate'
      : 'weak'
}

const groupBy = <K extends string>(items: QuizItem[], key: (item: QuizItem) => K) => {
  const groups = new Map<K, QuizItem[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

/** Results per domain of the subject, in the catalog's order. */
export function domainResults(
  items: QuizItem[],
  subjectId: SubjectId,
  locale: ServerLocale,
): Schemas['DomainResult'][] {
  const domainOrder = taxonomy.subject(subjectId)!.domains.map((d) => d.id)
  return [...groupBy(items, (i) => i.question.domain).entries()]
    .sort(([a], [b]) => domainOrder.indexOf(a) - domainOrder.indexOf(b))
    .map(([id, group]) => ({
      id,
      name: taxonomy.domain(id)?.name[locale] ?? id,
      subject: subjectId,
      ...counts(group),
    }))
}

/** Results per skill of the subject, in the catalog's order, each with its band. */
export function skillResults(items: QuizItem[], subjectId: SubjectId, locale: ServerLocale): Schemas['SkillResult'][] {
  const skillOrder = taxonomy.subject(subjectId)!.domains.flatMap((d) => d.skills.map((s) => s.id))
  return [...groupBy(items, (i) => i.question.skill).entries()]
    .sort(([a], [b]) => skillOrder.indexOf(a) - skillOrder.indexOf(b))
    .map(([id, group]) => {
      const result = counts(group)
      return {
        id,
        name: taxonomy.skill(id)?.name[locale] ?? id,
        domain_id: group[0]!.question.domain,
        band: band(result),
        ...result,
      }
    })
}

/** A question of a finished quiz with the learner's answer, the key and the explanation. */
export function reportQuestionBody(item: QuizItem, locale: ServerLocale): Schemas['ReportQuestion'] {
  return {
    ...questionBody(item.question, locale),
    position: item.slot.position,
    answer: {
      status:
        item.slot.status === 'answered'
          ? item.slot.isCorrect
            ? 'correct'
            : 'wrong'
          : item.slot.status === 'skipped'
            ? 'skipped'
            : 'unanswered',
      choice_id: item.slot.choiceId,
      response: item.slot.response,
    },
    key: keyBody(item.question),
    points_earned: item.slot.status === 'answered' && item.slot.isCorrect ? pointsOf(item.question.difficulty) : 0,
  }
}

/** The report of a finished quiz (DESIGN §3 status codes and skill bands; contract `Report`). */
export function reportBody(report: ReportData, locale: ServerLocale): Schemas['Report'] {
  const { quiz, items, attempts } = report
  const previous = attempts.length > 1 ? (attempts[attempts.length - 2]!.percentage ?? 0) : null
  const subject = taxonomy.subject(quiz.subject)!

  return {
    quiz_id: quiz.id,
    kind: quiz.kind,
    status: quiz.status as 'completed' | 'expired',
    system: quiz.system,
    subject: quiz.subject,
    domain: quiz.domain ? { id: quiz.domain, name: taxonomy.domain(quiz.domain)?.name[locale] ?? quiz.domain } : null,
    timer_type: quiz.timerType,
    status_code: (quiz.statusCode ?? 1) as 1 | 2 | 3,
    status_title: statusTitle(quiz.statusCode ?? 1, locale),
    started_at: quiz.startedAt.toISOString(),
    completed_at: quiz.completedAt!.toISOString(),
    summary: summaryBody(quiz),
    progress: {
      previous_percentage: previous,
      change: previous === null ? null : (quiz.percentage ?? 0) - previous,
      attempts: attempts.map((a) => ({
        quiz_id: a.id,
        percentage: a.percentage ?? 0,
        completed_at: a.completedAt!.toISOString(),
      })),
    },
    subjects: [{ subject: quiz.subject, name: subject.name[locale], ...counts(items) }],
    domains: domainResults(items, quiz.subject, locale),
    skills: skillResults(items, quiz.subject, locale),
    questions: items.map((item) => reportQuestionBody(item, locale)),
    points: {
      earned: quiz.pointsEarned ?? 0,
      category: pointsCategory[quiz.kind as ReportedKind],
      category_total: report.categoryTotal,
    },
    estimated_score:
      quiz.kind === 'evaluation' && quiz.estimatedScore !== null
        ? { section: quiz.subject, score: quiz.estimatedScore, min: 200, max: 800 }
        : null,
    division_result: divisionResultOf(quiz, locale),
  }
}
