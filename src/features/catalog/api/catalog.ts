import { queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type Catalog = components['schemas']['Catalog']
export type CatalogSystem = components['schemas']['CatalogSystem']
export type CatalogSubject = components['schemas']['CatalogSubject']
export type CatalogDomain = components['schemas']['CatalogDomain']
export type SystemId = components['schemas']['System']
export type SubjectId = components['schemas']['Subject']
export type DifficultyId = components['schemas']['Difficulty']
export type TimerTypeId = components['schemas']['TimerType']

/**
 * `GET /catalog`: systems, subjects, domains, skills, difficulties and timer types. Names come
 * localized per `Accept-Language`, so the locale is part of the key: a language switch fetches
 * the other language's names. The catalog changes with a deployment, not during a visit.
 */
export const catalogQuery = (locale: string) =>
  queryOptions({
    queryKey: ['catalog', locale] as const,
    queryFn: async () => (await api.GET('/catalog')).data!,
    staleTime: Infinity,
  })

/** The subject of a system, or `undefined` when the catalog has no such pair. */
export function findSubject(catalog: Catalog, system: string | null, subject: string | null) {
  return catalog.systems.find((entry) => entry.id === system)?.subjects.find((entry) => entry.id === subject)
}

/** A system and subject the catalog offers: the wanted ones when it has them, else its first ones. */
export function pickSubject(
  catalog: Catalog,
  wanted: { system?: string | null; subject?: string | null },
): { system: SystemId; subject: SubjectId } | null {
  const system = catalog.systems.find((entry) => entry.id === wanted.system) ?? catalog.systems[0]
  if (!system) return null
  const subject = system.subjects.find((entry) => entry.id === wanted.subject) ?? system.subjects[0]
  return subject ? { system: system.id, subject: subject.id } : null
}
