import { newId } from '../lib/ids'
import type { Db } from './client'
import { packages, type LocalizedText } from './schema'

const feature = (en: string, ar: string): LocalizedText => ({ en, ar })
const commonFeatures = [
  feature('Timed evaluations in Math and Reading and Writing', 'اختبارات تقييم موقوتة في الرياضيات والقراءة والكتابة'),
  feature('Unlimited practice by domain, skill and difficulty', 'تدريب غير محدود حسب المجال والمهارة ومستوى الصعوبة'),
  feature('Divisions, short tests and detailed reports', 'الأقسام والاختبارات القصيرة والتقارير المفصلة'),
]

/** The three plans (prices in piastres); added when missing, never overwritten, so operators can edit them. */
export const seedPackages = [
  {
    slug: 'monthly',
    name: feature('Monthly', 'شهري'),
    description: feature('Full access for one month.', 'وصول كامل لمدة شهر.'),
    durationDays: 30,
    priceAmount: 49_900,
    sortOrder: 1,
    isPopular: false,
  },
  {
    slug: 'quarterly',
    name: feature('Quarterly', 'ربع سنوي'),
    description: feature(
      'Full access for three months: a full study season.',
      'وصول كامل لمدة ثلاثة أشهر: موسم دراسي كامل.',
    ),
    durationDays: 90,
    priceAmount: 119_900,
    sortOrder: 2,
    isPopular: true,
  },
  {
    slug: 'yearly',
    name: feature('Yearly', 'سنوي'),
    description: feature('Full access for a year, for every test date.', 'وصول كامل لمدة عام، لكل مواعيد الاختبار.'),
    durationDays: 365,
    priceAmount: 399_900,
    sortOrder: 3,
    isPopular: false,
  },
]

export async function ensurePackages(db: Db) {
  for (const pkg of seedPackages)
    await db
      .insert(packages)
      .values({ id: newId('pkg'), currency: 'EGP', features: commonFeatures, ...pkg })
      .onConflictDoNothing({ target: packages.slug })
}
