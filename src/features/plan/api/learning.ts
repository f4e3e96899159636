// The learning reads (issue 19): one module, so home's page reads bring one small chunk.
import { queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

/** The key root of this feature's reads; a finished quiz refreshes it (quiz/api/learner-progress.ts). */
export const learningKey = ['learning'] as const

export type MasteryMap = components['schemas']['MasteryMap']
export type MasterySubject = MasteryMap['subjects'][number]
export type SkillMastery = components['schemas']['SkillMastery']
export type MasteryLevel = components['schemas']['MasteryLevel']
export type Subject = components['schemas']['Subject']
export type PlanResponse = components['schemas']['PlanResponse']
export type Plan = components['schemas']['Plan']
export type PlanTrendPoint = components['schemas']['PlanTrendPoint']
export type SetPlanRequest = components['schemas']['SetPlanRequest']
export type WeakSpots = components['schemas']['WeakSpots']
export type WeakSpot = components['schemas']['WeakSpot']

/**
 * Fresh for 10 s, not the app's 30: a navigation to home reads them again (its prefetch) after a
 * quiz just finished, while a page that mounts right after its prefetch does not read twice.
 */
export const LEARNING_STALE_MS = 10_000

/**
 * `GET /mastery`: every skill's level. Names come localized per `Accept-Language`, so the locale
 * is part of the key. Silent: the skill map says itself that it could not load.
 */
export const masteryQuery = (locale: string) =>
  queryOptions({
    queryKey: [...learningKey, 'mastery', locale] as const,
    queryFn: async () => (await api.GET('/mastery')).data!,
    staleTime: LEARNING_STALE_MS,
    meta: { silent: true },
  })

/** `GET /plan`: the target and what follows from it today; `plan` is null until one is set. Silent: the card says it. */
export const planQuery = queryOptions({
  queryKey: [...learningKey, 'plan'] as const,
  queryFn: async () => (await api.GET('/plan')).data!,
  staleTime: LEARNING_STALE_MS,
  meta: { silent: true },
})

/** `GET /weak-spots?subject=`: the three skills a weak-spots practice would drill, and why. Silent: the card says it. */
export const weakSpotsQuery = (subject: Subject, locale: string) =>
  queryOptions({
    queryKey: [...learningKey, 'weak-spots', subject, locale] as const,
    queryFn: async () => (await api.GET('/weak-spots', { params: { query: { subject } } })).data!,
    staleTime: LEARNING_STALE_MS,
    meta: { silent: true },
  })
