import type { Bilingual } from '../types'

/** The settings of the statistical-claims items: the studies (easy) and the surveys (medium, hard). */

export interface StudyContext {
  /** Plural noun for the participants: `students`. */
  who: Bilingual
  /** The population sampled from (after "of"): `the 2,400 students at a high school`. */
  population: string
  /** The population in short (in choices): `students at the school`. */
  short: string
  /** The activity, as an infinitive after "to" or "whether they": `use a vocabulary app for 15 minutes a day`. */
  act: string
  /** The comparison activity: `study from a printed word list for 15 minutes a day`. */
  other: string
  /** The activity as a gerund, in choices: `using the vocabulary app`; and in Arabic. */
  doing: Bilingual
  /** What is measured: `score on a vocabulary quiz`. */
  outcome: Bilingual
  /** The better outcome, after "cause": `higher quiz scores`. */
  better: Bilingual
  /** The reverse claim's subject, after the participants: `who already score higher on vocabulary quizzes`. */
  already: string
  /** Mean values drawn in this range (whole numbers). */
  range: [number, number]
}

export const STUDIES: readonly StudyContext[] = [
  {
    who: { en: 'students', ar: 'الطلاب' },
    population: 'the students at a large high school',
    short: 'students at the school',
    act: 'use a vocabulary app for 15 minutes a day',
    other: 'study from a printed word list for 15 minutes a day',
    doing: { en: 'using the vocabulary app', ar: 'استخدام تطبيق المفردات' },
    outcome: { en: 'score on a vocabulary quiz', ar: 'درجة اختبار المفردات' },
    better: { en: 'higher quiz scores', ar: 'درجات أعلى في الاختبار' },
    already: 'who already score higher on vocabulary quizzes',
    range: [60, 92],
  },
  {
    who: { en: 'adults', ar: 'البالغين' },
    population: 'the adults in a city',
    short: 'adults in the city',
    act: 'stop using screens after 9 p.m. each night',
    other: 'keep their usual evening habits',
    doing: { en: 'avoiding screens after 9 p.m.', ar: 'تجنّب الشاشات بعد التاسعة مساءً' },
    outcome: { en: 'number of minutes of sleep per night', ar: 'عدد دقائق النوم في الليلة' },
    better: { en: 'more sleep per night', ar: 'نوماً أطول في الليلة' },
    already: 'who already get more sleep',
    range: [380, 480],
  },
  {
    who: { en: 'employees', ar: 'الموظفين' },
    population: 'the employees of a large company',
    short: 'employees of the company',
    act: 'take a 5-minute walking break every hour',
    other: 'work without scheduled breaks',
    doing: { en: 'taking hourly walking breaks', ar: 'أخذ استراحة مشي كل ساعة' },
    outcome: { en: 'number of tasks completed per day', ar: 'عدد المهام المنجزة في اليوم' },
    better: { en: 'more completed tasks per day', ar: 'إنجاز مهام أكثر في اليوم' },
    already: 'who already complete more tasks each day',
    range: [12, 40],
  },
]

export interface SurveyContext {
  /** The population surveyed: `households in a town` (after "of the"). */
  population: string
  /** The whole population, after "all the": `households in the town`. */
  all: string
  /** Its members (plural): `households`. */
  unit: string
  /** What the yes answer says, after "who" or "that": `own at least one bicycle`. */
  yes: string
  /** The same in Arabic (the explanation and rationales). */
  yesAr: string
  /** A larger population the sample does not represent: `households in the whole country`. */
  broader: string
}

export const SURVEYS: readonly SurveyContext[] = [
  {
    population: 'households in a town',
    all: 'households in the town',
    unit: 'households',
    yes: 'own at least one bicycle',
    yesAr: 'تملك دراجة هوائية واحدة على الأقل',
    broader: 'households in the country',
  },
  {
    population: 'registered voters in a county',
    all: 'registered voters in the county',
    unit: 'registered voters',
    yes: 'support building a new library',
    yesAr: 'تؤيد بناء مكتبة جديدة',
    broader: 'registered voters in the state',
  },
  {
    population: 'students at a university',
    all: 'students at the university',
    unit: 'students',
    yes: 'use the campus gym every week',
    yesAr: 'تستخدم الصالة الرياضية في الحرم الجامعي كل أسبوع',
    broader: 'university students in the country',
  },
]
