import type { components } from '@common/api/schema.gen'
import { demoConfig } from '~/test/fixtures'
import type { Catalog } from './api/catalog'

/** Sample answers of `GET /catalog` and `GET /config` for stories and unit tests (never the app). */

const names = {
  en: {
    sat: 'Digital SAT',
    est: 'EST',
    math: 'Math',
    rw: 'Reading and Writing',
    algebra: 'Algebra',
    linearOne: 'Linear Equations in One Variable',
    linearTwo: 'Linear Equations in Two Variables',
    inequalities: 'Linear Inequalities in One or Two Variables',
    advanced: 'Advanced Math',
    nonlinear: 'Nonlinear Functions',
    equivalent: 'Equivalent Expressions',
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

/** `GET /config` with the server's defaults (no route rules). */
export const sampleConfig: components['schemas']['Config'] = { ...demoConfig, route_rules: [] }
