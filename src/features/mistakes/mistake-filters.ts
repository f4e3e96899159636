import type { Catalog, CatalogDomain, CatalogSubject, SubjectId } from '~/features/catalog'
import type { Mistake, MistakeFilters } from './api/mistakes'
import type { CreateReviewRequest } from './api/reviews'

/** Each subject once, as the first exam system names it (the mistake log spans every system). */
export function catalogSubjects(catalog: Catalog): CatalogSubject[] {
  const seen = new Map<string, CatalogSubject>()
  for (const system of catalog.systems)
    for (const subject of system.subjects) if (!seen.has(subject.id)) seen.set(subject.id, subject)
  return [...seen.values()]
}

/** The domains the domain filter offers: the chosen subject's, or every subject's. */
export function domainsFor(catalog: Catalog, subject: SubjectId | undefined): CatalogDomain[] {
  return catalogSubjects(catalog)
    .filter((entry) => !subject || entry.id === subject)
    .flatMap((entry) => entry.domains)
}

/** The skills the skill filter offers: the chosen domain's, or those of every domain offered. */
export function skillsFor(catalog: Catalog, filters: MistakeFilters) {
  return domainsFor(catalog, filters.subject)
    .filter((domain) => !filters.domain || domain.id === filters.domain)
    .flatMap((domain) => domain.skills)
}

/** A change of subject or domain drops a narrower choice it no longer holds. */
export function withFilter(catalog: Catalog, filters: MistakeFilters, change: MistakeFilters): MistakeFilters {
  const next: MistakeFilters = { ...filters, ...change }
  for (const key of Object.keys(next) as (keyof MistakeFilters)[]) if (next[key] === undefined) delete next[key]
  if (next.domain && !domainsFor(catalog, next.subject).some((domain) => domain.id === next.domain)) delete next.domain
  if (next.skill && !skillsFor(catalog, next).some((skill) => skill.id === next.skill)) delete next.skill
  if (next.not_mastered === false) delete next.not_mastered
  return next
}

/**
 * The subjects "Retry these" can start: a review is of one subject, so the chosen one, or else
 * each subject the listed rows hold (one button each), in the order they first appear.
 */
export function retrySubjects(filters: MistakeFilters, rows: readonly Mistake[]): SubjectId[] {
  if (filters.subject) return rows.length > 0 ? [filters.subject] : []
  return [...new Set(rows.map((row) => row.subject))]
}

/** The review request of the current filters for one subject. */
export function reviewRequest(filters: MistakeFilters, subject: SubjectId): CreateReviewRequest {
  return {
    subject,
    domain: filters.domain ?? null,
    skill: filters.skill ?? null,
    difficulty: filters.difficulty ?? null,
    not_mastered: filters.not_mastered ?? false,
    due_only: false,
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days until a review falls due, at least 1 once it is not due now. */
export const daysUntil = (iso: string, now: number) => Math.max(1, Math.ceil((Date.parse(iso) - now) / DAY_MS))
