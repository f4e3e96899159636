import { eq } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import type { AppConfig } from '../config'
import { startTrial } from '../services/subscriptions'
import { newId } from '../lib/ids'
import type { Db } from './client'
import { appMeta, packages, users, type LocalizedText } from './schema'

const feature = (en: string, ar: string): LocalizedText => ({ en, ar })
const commonFeatures = [
  feature('Timed evaluations in Math and Reading and Writing', 'اختبارات تقييم موقوتة في الرياضيات والقراءة والكتابة'),
  feature('Unlimited practice by domain, skill and difficulty', 'تدريب غير محدود حسب المجال والمهارة ومستوى الصعوبة'),
  feature('Divisions, short tests and detailed reports', 'المستويات والاختبارات القصيرة والتقارير المفصلة'),
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

export const demoLearner = {
  email: 'demo@example.com',
  password: 'Learn-SAT-2026',
  firstName: 'Layla',
  lastName: 'Hassan',
  mobile: '+201001234567',
}

/** The demo learner (development mode, empty database only): activated, in the free trial. */
export async function seedDemo(db: Db, config: AppConfig): Promise<boolean> {
  if (!config.seedDemo) return false
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'))
  if (seeded) return false
  const id = newId('usr')
  const now = new Date()
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        id,
        email: demoLearner.email,
        firstName: demoLearner.firstName,
        lastName: demoLearner.lastName,
        mobile: demoLearner.mobile,
        passwordHash: await hashPassword(demoLearner.password),
        authProvider: 'password',
        activatedAt: now,
        // Its address is the documented demo one: proven, so a Google sign-in cannot take it over.
        emailVerifiedAt: now,
      })
      .onConflictDoNothing()
    await startTrial(tx, id, config.trialDays, now)
    await tx.insert(appMeta).values({ key: 'demo_seeded', value: now.toISOString() })
  })
  return true
}
