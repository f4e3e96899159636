import type { Schemas } from '../../api/contract'
import { taxonomy } from '../../content/taxonomy'
import type { FullTestScoreRecord } from '../../db/schema'
import { clockRevealMs, moduleNumber, testStructures } from '../../domain/full-test'
import type { AppConfig } from '../../config'
import type { ServerLocale } from '../../i18n/messages'
import { timeLimitSeconds } from '../quizzes/present'
import type { QuizItem, QuizRow } from '../quizzes/lifecycle'
import { counts, domainResults, reportQuestionBody, skillResults } from '../reports/present'
import type { FullTestRow } from './service'

/** Where a started test is read (the `Location` of a 201). */
export const fullTestLocation = (testId: string) => `/api/v1/full-tests/${testId}`

/** A module's last stretch, when a hidden clock shows again, divided like the test's other clocks. */
export const clockRevealSeconds = (config: Pick<AppConfig, 'fullTestClockDivisor'>) =>
  Math.max(1, Math.round(clockRevealMs / 1000 / config.fullTestClockDivisor))

export function scoreBody(score: FullTestScoreRecord, locale: ServerLocale): Schemas['FullTestScore'] {
  return {
    confidence: score.confidence,
    sections: score.sections.map((section) => ({
      subject: section.subject,
      name: taxonomy.subject(section.subject)?.name[locale] ?? section.subject,
      route: section.route,
      score: section.score,
      low: section.low,
      high: section.high,
    })),
    total: score.total,
  }
}

/** The test with its stages: each module's quiz and state, the break's clock, the score once finished. */
export function fullTestBody(
  test: FullTestRow,
  modules: QuizRow[],
  answered: Map<string, number>,
  config: Pick<AppConfig, 'fullTestClockDivisor'>,
  locale: ServerLocale,
  now = new Date(),
): Schemas['FullTest'] {
  const structure = testStructures[test.system]
  const stages = structure.stages.map((stage, index): Schemas['FullTestStage'] => {
    const status =
      index < test.stage || test.status === 'completed' ? 'done' : index === test.stage ? 'running' : 'upcoming'
    const seconds = Math.max(1, Math.round(stage.seconds / config.fullTestClockDivisor))
    if (stage.kind === 'break')
      return {
        index,
        kind: 'break',
        subject: null,
        module: null,
        questions: null,
        time_limit_seconds: seconds,
        status,
        quiz_id: null,
        route: null,
        answered_count: null,
      }
    const quiz = modules.find((m) => m.fullTestModule === moduleNumber(structure, index))
    return {
      index,
      kind: 'module',
      subject: stage.subject,
      module: stage.module,
      questions: quiz?.numberOfQuestions ?? stage.questions,
      time_limit_seconds: quiz ? (timeLimitSeconds(quiz) ?? seconds) : seconds,
      status: quiz && quiz.status !== 'in_progress' ? 'done' : status,
      quiz_id: quiz?.id ?? null,
      route: quiz?.moduleRoute ?? null,
      answered_count: quiz ? (answered.get(quiz.id) ?? 0) : null,
    }
  })
  const running = test.status === 'in_progress' ? stages[test.stage] : undefined
  return {
    id: test.id,
    system: test.system,
    status: test.status,
    stage: test.stage,
    stages,
    current_quiz_id: running?.kind === 'module' && running.status === 'running' ? running.quiz_id : null,
    break_ends_at: test.breakEndsAt?.toISOString() ?? null,
    break_remaining_seconds:
      test.breakEndsAt && test.status === 'in_progress'
        ? Math.max(0, Math.ceil((test.breakEndsAt.getTime() - now.getTime()) / 1000))
        : null,
    clock_reveal_seconds: clockRevealSeconds(config),
    started_at: test.startedAt.toISOString(),
    completed_at: test.completedAt?.toISOString() ?? null,
    score: test.score ? scoreBody(test.score, locale) : null,
  }
}

/** The report of a finished test: score ranges, modules, domains and skills, questions, trend. */
export function fullTestReportBody(
  test: FullTestRow & { score: FullTestScoreRecord; completedAt: Date },
  modules: { quiz: QuizRow; items: QuizItem[] }[],
  trend: { id: string; score: FullTestScoreRecord | null; completedAt: Date | null }[],
  locale: ServerLocale,
): Schemas['FullTestReport'] {
  const items = modules.flatMap((m) => m.items)
  return {
    test_id: test.id,
    system: test.system,
    started_at: test.startedAt.toISOString(),
    completed_at: test.completedAt.toISOString(),
    score: scoreBody(test.score, locale),
    modules: modules.map(({ quiz, items: own }) => ({
      module: quiz.fullTestModule ?? 1,
      subject: quiz.subject,
      route: quiz.moduleRoute,
      time_limit_seconds: timeLimitSeconds(quiz) ?? 1,
      seconds_spent: own.reduce((sum, item) => sum + item.slot.secondsSpent, 0),
      ...counts(own),
    })),
    domains: testStructures[test.system].sections.flatMap((section) =>
      domainResults(
        items.filter((item) => item.question.subject === section.subject),
        section.subject,
        locale,
      ),
    ),
    skills: testStructures[test.system].sections.flatMap((section) =>
      skillResults(
        items.filter((item) => item.question.subject === section.subject),
        section.subject,
        locale,
      ),
    ),
    questions: modules.flatMap(({ quiz, items: own }) =>
      own.map((item) => ({
        ...reportQuestionBody(item, locale),
        module: quiz.fullTestModule ?? 1,
        seconds_spent: item.slot.secondsSpent,
      })),
    ),
    trend: trend
      .filter((row) => row.score && row.completedAt)
      .map((row) => ({ test_id: row.id, completed_at: row.completedAt!.toISOString(), total: row.score!.total })),
  }
}
