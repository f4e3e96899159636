import type { components } from '~/api/schema.gen'
import type { Catalog } from './api/catalog'

/** Sample answers of `GET /catalog` and `GET /config` for stories and unit tests (never the app). */

const names = {
  en: {
    sat: 'Digital SAT',
    est: 'EST',
    math: 'Math',
    rw: 'Reading and Writing',
    algebra: 'Algebra',
    linearOne: 'Linear equations in one variable',
    linearTwo: 'Linear equations in two variables',
    inequalities: 'Linear inequalities in one or two variables',
    advanced: 'Advanced Math',
    nonlinear: 'Nonlinear functions',
    equivalent: 'Equivalent expressions',
    craft: 'Craft and Structure',
    words: 'Words in Context',
    structure: 'Text Structure and Purpose',
    ideas: 'Information and Ideas',
    central: 'Central Ideas and Details',
    easy: 'Easy',
    medium: 'Medium',
    hard: 'Hard',
    strict: 'Strict',
    loose: 'Loose',
  },
  ar: {
    sat: 'اختبار SAT الرقمي',
    est: 'اختبار EST',
    math: 'الرياضيات',
    rw: 'القراءة والكتابة',
    algebra: 'الجبر',
    linearOne: 'المعادلات الخطية بمتغير واحد',
    linearTwo: 'المعادلات الخطية بمتغيرين',
    inequalities: 'المتباينات الخطية بمتغير أو متغيرين',
    advanced: 'الرياضيات المتقدمة',
    nonlinear: 'الدوال غير الخطية',
    equivalent: 'التعابير المتكافئة',
    craft: 'الصياغة والبنية',
    words: 'الكلمات في سياقها',
    structure: 'بنية النص والغرض منه',
    ideas: 'المعلومات والأفكار',
    central: 'الأفكار الرئيسية والتفاصيل',
    easy: 'سهل',
    medium: 'متوسط',
    hard: 'صعب',
    strict: 'صارم',
    loose: 'مرن',
  },
}

/** A catalog as the server answers it (a part of the real taxonomy), in English or Arabic. */
export function sampleCatalog(locale: string = 'en'): Catalog {
  const n = locale === 'ar' ? names.ar : names.en
  const subjects: Catalog['systems'][number]['subjects'] = [
    {
      id: 'reading_writing',
      name: n.rw,
      evaluation_questions: 27,
      domains: [
        {
          id: 'information_and_ideas',
          name: n.ideas,
          skills: [{ id: 'central_ideas_and_details', name: n.central }],
        },
        {
          id: 'craft_and_structure',
          name: n.craft,
          skills: [
            { id: 'words_in_context', name: n.words },
            { id: 'text_structure_and_purpose', name: n.structure },
          ],
        },
      ],
    },
    {
      id: 'math',
      name: n.math,
      evaluation_questions: 22,
      domains: [
        {
          id: 'algebra',
          name: n.algebra,
          skills: [
            { id: 'linear_equations_one_variable', name: n.linearOne },
            { id: 'linear_equations_two_variables', name: n.linearTwo },
            { id: 'linear_inequalities', name: n.inequalities },
          ],
        },
        {
          id: 'advanced_math',
          name: n.advanced,
          skills: [
            { id: 'nonlinear_functions', name: n.nonlinear },
            { id: 'equivalent_expressions', name: n.equivalent },
          ],
        },
      ],
    },
  ]
  return {
    systems: [
      { id: 'SAT', name: n.sat, subjects },
      { id: 'EST', name: n.est, subjects },
    ],
    difficulties: [
      { id: 'easy', name: n.easy, points: 10 },
      { id: 'medium', name: n.medium, points: 20 },
      { id: 'hard', name: n.hard, points: 30 },
    ],
    timer_types: [
      { id: 'strict', name: n.strict, seconds_per_question: 45 },
      { id: 'loose', name: n.loose, seconds_per_question: 60 },
    ],
  }
}

/** `GET /config` with the server's defaults. */
export const sampleConfig: components['schemas']['Config'] = {
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
  route_rules: [],
  country_lookup_url: null,
}
