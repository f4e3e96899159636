// The server's messages of learning from mistakes (issue 19): the mistake log, reviews and the plan.
// Kept apart from messages.ts, which spreads them into its catalog, so neither file grows past a screenful.

export const learningMessages = {
  noMistakes: {
    en: 'No missed questions match these filters. Try other filters.',
    ar: 'لا توجد أسئلة فائتة تطابق عوامل التصفية هذه. جرّب عوامل أخرى.',
  },
  noMistakesDue: {
    en: 'No missed questions are due for review now.',
    ar: 'لا توجد أسئلة فائتة مستحقة للمراجعة الآن.',
  },
  planDateInPast: {
    en: 'The test date cannot be in the past.',
    ar: 'لا يمكن أن يكون تاريخ الاختبار في الماضي.',
  },
  planDateTooFar: {
    en: 'The test date must be within two years.',
    ar: 'يجب أن يكون تاريخ الاختبار خلال سنتين.',
  },
} as const

/** Field names in the messages of their 422s. */
export const learningFieldLabels = {
  target_date: { en: 'test date', ar: 'تاريخ الاختبار' },
  target_score: { en: 'target score', ar: 'الدرجة المستهدفة' },
  time_zone: { en: 'time zone', ar: 'المنطقة الزمنية' },
  subject: { en: 'subject', ar: 'المادة' },
  domain: { en: 'domain', ar: 'المجال' },
  skill: { en: 'skill', ar: 'المهارة' },
  difficulty: { en: 'difficulty', ar: 'مستوى الصعوبة' },
} as const
