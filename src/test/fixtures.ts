import type { components } from '@common/api/schema.gen'

/** Sample data for stories and unit tests, typed from the contract. */
export const demoUser: components['schemas']['CurrentUser'] = {
  id: '7f2c9a1e-3b4d-4e5f-8a6b-1c2d3e4f5a6b',
  first_name: 'Layla',
  last_name: 'Hassan',
  name: 'Layla Hassan',
  email: 'demo@example.com',
  mobile: '+201001234567',
  photo: null,
  auth_provider: 'password',
  has_password: true,
  email_notifications: true,
  new_offers: false,
  created_at: '2026-11-01T09:00:00Z',
}

export const demoToken = 'a'.repeat(64)

/** `GET /config` as the demo server answers it (no Google client id, no help centre). */
export const demoConfig: components['schemas']['Config'] = {
  app_name: 'Exam-prep academy',
  version: '1.0.0+storybook',
  environment: 'development',
  locales: ['en', 'ar'],
  default_locale: 'en',
  google_client_id: null,
  third_party_sign_in_enabled: false,
  trial_days: 7,
  timers: { strict: 45, loose: 60 },
  practice: { min_questions: 5, max_questions: 20, default_questions: 10 },
  evaluation_questions: { math: 22, reading_writing: 27 },
  points: { easy: 10, medium: 20, hard: 30 },
  divisions: {
    levels: 10,
    quizzes_per_level: 5,
    questions_per_quiz: 10,
    promotion_percent: 70,
    relegation_percent: 40,
    short_test_questions: 10,
    short_test_pass_percent: 70,
  },
  dev_inbox_url: null,
  route_rules: [{ from: '/login', to: '/', status: 301 }],
  country_lookup_url: null,
}
