import type { ResponseBody } from '../../api/contract'
import type { AppConfig } from '../../config'
import { learning } from '../../domain/constants'
import { routeRulesFor } from '../../http/route-rules'

/** Public runtime configuration: what the SPA needs before sign-in, from the server's one constants module. */
export function configBody(config: AppConfig): ResponseBody<'getConfig', 200> {
  return {
    app_name: 'Exam Prep Academy',
    version: config.version,
    environment: config.env,
    locales: ['en', 'ar'],
    default_locale: 'en',
    google_client_id: config.googleClientId ?? null,
    third_party_sign_in_enabled: Boolean(config.googleClientId),
    trial_days: config.trialDays,
    timers: config.timers,
    practice: {
      min_questions: learning.practice.minQuestions,
      max_questions: learning.practice.maxQuestions,
      default_questions: learning.practice.defaultQuestions,
    },
    evaluation_questions: learning.evaluationQuestions,
    points: learning.points,
    divisions: {
      levels: learning.divisions.levels,
      quizzes_per_level: learning.divisions.quizzesPerLevel,
      questions_per_quiz: learning.divisions.questionsPerQuiz,
      promotion_percent: learning.divisions.promotionPercent,
      relegation_percent: learning.divisions.relegationPercent,
      short_test_questions: learning.divisions.shortTestQuestions,
      short_test_pass_percent: learning.divisions.shortTestPassPercent,
    },
    dev_inbox_url: config.env === 'production' ? null : '/dev/inbox',
    route_rules: routeRulesFor(config),
    country_lookup_url: config.countryLookupUrl ?? null,
  }
}
