import type { ResponseBody } from '../../api/contract'
import type { AppConfig } from '../../config'
import { taxonomy } from '../../content/taxonomy'
import { learning } from '../../domain/constants'
import type { ServerLocale } from '../../i18n/messages'
import type { QuestionRow } from '../quizzes/lifecycle'
import { keyBody, questionBody } from '../quizzes/present'

/** What can be studied: systems, subjects with their domains and skills, difficulties and timers. */
export function catalogBody(locale: ServerLocale, timers: AppConfig['timers']): ResponseBody<'getCatalog', 200> {
  return {
    systems: taxonomy.systems.map((system) => ({
      id: system.id,
      name: system.name[locale],
      subjects: taxonomy.subjects.map((subject) => ({
        id: subject.id,
        name: subject.name[locale],
        evaluation_questions: learning.evaluationQuestions[subject.id],
        domains: subject.domains.map((domain) => ({
          id: domain.id,
          name: domain.name[locale],
          skills: domain.skills.map((skill) => ({ id: skill.id, name: skill.name[locale] })),
        })),
      })),
    })),
    difficulties: taxonomy.difficulties.map((d) => ({
      id: d.id,
      name: d.name[locale],
      points: learning.points[d.id],
    })),
    timer_types: taxonomy.timerTypes.map((t) => ({
      id: t.id,
      name: t.name[locale],
      seconds_per_question: timers[t.id],
    })),
  }
}

/** A sample question with its key, shown as of the system asked for (SAT when none). */
export const previewBody = (
  question: QuestionRow,
  system: 'SAT' | 'EST' | undefined,
  locale: ServerLocale,
): ResponseBody<'previewQuestion', 200> => ({
  ...questionBody(question, locale),
  system: system ?? 'SAT',
  subject: question.subject,
  key: keyBody(question),
})
