import type { ResponseBody, Schemas } from '../../api/contract'
import { taxonomy } from '../../content/taxonomy'
import { isDue } from '../../domain/review-schedule'
import type { MasteryResult } from '../../domain/mastery'
import type { ServerLocale } from '../../i18n/messages'
import { catalogRef } from '../quizzes/present'
import { reportQuestionBody } from '../reports/present'
import { entryItem, type MistakeEntry } from './mistakes'
import type { PlanView } from './plan'
import { cardOf } from './review-cards'
import type { WeakSpotsView } from './starts'

const EXCERPT = 160

/**
 * The start of a question, to recognise it in a list: the passage's (a Reading and Writing stem is
 * often the same for many), else the stem's; underline markers dropped, cut at a space outside
 * `$…$` math, with an ellipsis.
 */
export function excerptOf(question: { passage: string | null; stem: string }): string {
  const text = (question.passage ?? question.stem)
    .replace(/\[\[|\]\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= EXCERPT) return text
  let cut = text.lastIndexOf(' ', EXCERPT - 1)
  if (cut <= 0) cut = EXCERPT - 1
  let head = text.slice(0, cut)
  // An odd number of dollars leaves a formula open: cut before it.
  if ((head.match(/\$/g)?.length ?? 0) % 2 === 1) head = head.slice(0, head.lastIndexOf('$')).trimEnd()
  return `${head}…`
}

export function mistakeBody(entry: MistakeEntry, locale: ServerLocale, now: Date): Schemas['Mistake'] {
  const { slot, question, quiz, card } = entry
  const due = card?.due ?? quiz.completedAt ?? now
  return {
    question_id: question.id,
    quiz_id: quiz.id,
    quiz_kind: quiz.kind,
    position: slot.position,
    missed_at: (quiz.completedAt ?? now).toISOString(),
    outcome: slot.status === 'answered' ? 'wrong' : slot.status === 'skipped' ? 'skipped' : 'unanswered',
    subject: question.subject,
    domain: catalogRef('domain', question.domain, locale),
    skill: catalogRef('skill', question.skill, locale),
    difficulty: question.difficulty,
    excerpt: excerptOf(question),
    review: {
      due_at: due.toISOString(),
      due_now: card ? isDue(cardOf(card), now) : true,
      reviews: card?.reps ?? 0,
      state: card?.state ?? 'new',
    },
    mastery: entry.mastery,
  }
}

export const mistakeListBody = (
  entries: MistakeEntry[],
  locale: ServerLocale,
  now: Date,
  limit: number,
): ResponseBody<'listMistakes', 200> => ({
  data: entries.slice(0, limit).map((entry) => mistakeBody(entry, locale, now)),
  total: entries.length,
})

export const mistakeDetailBody = (
  entry: MistakeEntry,
  locale: ServerLocale,
  now: Date,
): ResponseBody<'getMistake', 200> => ({
  mistake: mistakeBody(entry, locale, now),
  question: reportQuestionBody(entryItem(entry), locale),
})

const percent = (share: number | null) => (share === null ? null : Math.round(share * 100))

export function masteryMapBody(
  mastery: ReadonlyMap<string, MasteryResult>,
  locale: ServerLocale,
): ResponseBody<'getMastery', 200> {
  return {
    subjects: taxonomy.subjects.map((subject) => ({
      id: subject.id,
      name: subject.name[locale],
      domains: subject.domains.map((domain) => ({
        id: domain.id,
        name: domain.name[locale],
        skills: domain.skills.map((skill) => {
          const result = mastery.get(skill.id)!
          return {
            id: skill.id,
            name: skill.name[locale],
            level: result.level,
            answers: result.answers,
            accuracy: percent(result.weightedAccuracy),
          }
        }),
      })),
    })),
  }
}

export const weakSpotsBody = (
  subject: Schemas['Subject'],
  view: WeakSpotsView,
  locale: ServerLocale,
): ResponseBody<'getWeakSpots', 200> => ({
  subject,
  evaluation_required: view.evaluationRequired,
  skills: view.spots.map((spot) => ({
    skill: catalogRef('skill', spot.skill, locale),
    domain: catalogRef('domain', spot.domain, locale),
    reason: spot.reason,
    level: spot.level as Schemas['MasteryLevel'],
    test_weight: Math.round(spot.testWeight * 100),
  })),
  difficulty_mix: view.mix,
})

export const dueBody = (counts: { subject: Schemas['Subject']; due: number }[], next: Date | null) => ({
  due_count: counts.reduce((sum, row) => sum + row.due, 0),
  subjects: counts.map((row) => ({ subject: row.subject, due_count: row.due })),
  next_due_at: next?.toISOString() ?? null,
})

export const planBody = (view: PlanView | null): ResponseBody<'getPlan', 200> => ({
  plan: view && {
    target_date: view.plan.targetDate,
    target_score: view.plan.targetScore,
    time_zone: view.plan.timeZone,
    days_left: view.daysLeft,
    daily_goal: view.dailyGoal,
    today_count: view.todayCount,
    goal_met_today: view.todayCount >= view.dailyGoal,
    streak_days: view.streakDays,
    current_score: view.currentScore,
    trend: view.trend.map((point) => ({
      at: point.at.toISOString(),
      source: point.source,
      score: point.score,
      low: point.low,
      high: point.high,
    })),
  },
})
