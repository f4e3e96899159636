import {
  findSubject,
  pickSubject,
  type Catalog,
  type CatalogDomain,
  type CatalogSubject,
  type DifficultyId,
  type SubjectChoice,
  type TimerTypeId,
} from '~/features/catalog'
import type { PublicConfig } from '~/api/public-config'
import type { CreatePracticeRequest } from './api/create-practice'

/**
 * The practice form's rules, without React: what it starts from, how one choice changes the
 * others, what it refuses before asking the server, and the request it sends. The page only
 * shows them and translates the codes.
 */

/** The domain select's "all domains" entry (domain ids are lowercase words, never this). */
export const ALL_DOMAINS = '*'
export const MIXED = 'mixed'
/** The contract's bounds of `question_count`, for when `/config` did not answer. */
export const COUNT_FALLBACK: PublicConfig['practice'] = { min_questions: 5, max_questions: 20, default_questions: 10 }
/** The contract's default timer type of a timed practice. */
const DEFAULT_TIMER: TimerTypeId = 'loose'

export type CountBounds = PublicConfig['practice']

export interface Criteria {
  choice: SubjectChoice
  domain: string
  skills: string[]
  difficulty: DifficultyId | typeof MIXED
  timer: boolean
  timerType: TimerTypeId
  /** As typed in the number field. */
  count: string
}

/** Field names (as the contract names them) with their messages, as a 422 gives them. */
export type FieldErrors = Record<string, string[]>

/**
 * The form's first state: the subject named in the address (`?system=&subject=`) or the first
 * open one, every domain, mixed difficulty, untimed, the default number of questions. `null`
 * when no subject is open for practice.
 */
export function initialCriteria(catalog: Catalog, search: URLSearchParams, bounds: CountBounds): Criteria | null {
  const choice = pickSubject(catalog, { system: search.get('system'), subject: search.get('subject') })
  if (!choice) return null
  const timerType = catalog.timer_types.find((timer) => timer.id === DEFAULT_TIMER) ?? catalog.timer_types[0]
  // `?skill=` (a report's next step, issue 16): that skill alone, in its domain.
  const skill = search.get('skill')
  const domain = skill
    ? findSubject(catalog, choice.system, choice.subject)?.domains.find((entry) =>
        entry.skills.some((candidate) => candidate.id === skill),
      )
    : undefined
  return {
    choice,
    domain: domain?.id ?? ALL_DOMAINS,
    skills: domain && skill ? [skill] : [],
    difficulty: MIXED,
    timer: false,
    timerType: timerType?.id ?? DEFAULT_TIMER,
    count: String(bounds.default_questions),
  }
}

/** Another system or subject: another subject starts again from every domain. */
export const withChoice = (criteria: Criteria, choice: SubjectChoice): Criteria =>
  choice.subject === criteria.choice.subject
    ? { ...criteria, choice }
    : { ...criteria, choice, domain: ALL_DOMAINS, skills: [] }

/** Another domain, with all its skills chosen ("all domains" has none to choose). */
export function withDomain(criteria: Criteria, subject: CatalogSubject, domainId: string | undefined): Criteria {
  const next = subject.domains.find((entry) => entry.id === domainId)
  return { ...criteria, domain: next?.id ?? ALL_DOMAINS, skills: next?.skills.map((skill) => skill.id) ?? [] }
}

/** One skill's box ticked or cleared. */
export const withSkill = (criteria: Criteria, skillId: string, checked: boolean): Criteria => ({
  ...criteria,
  skills: checked ? [...criteria.skills, skillId] : criteria.skills.filter((chosen) => chosen !== skillId),
})

/** The number of questions, when it is a whole number within the bounds; `null` otherwise. */
export function validCount(criteria: Criteria, bounds: CountBounds): number | null {
  const count = Number(criteria.count)
  return Number.isInteger(count) && count >= bounds.min_questions && count <= bounds.max_questions ? count : null
}

/** What the form refuses before sending, by field: no skill of a chosen domain, a count out of bounds. */
export interface CriteriaProblems {
  skills?: 'noSkill'
  question_count?: 'countOutOfRange'
}

export function criteriaProblems(
  criteria: Criteria,
  domain: CatalogDomain | undefined,
  bounds: CountBounds,
): CriteriaProblems {
  const problems: CriteriaProblems = {}
  if (domain && criteria.skills.length === 0) problems.skills = 'noSkill'
  if (validCount(criteria, bounds) === null) problems.question_count = 'countOutOfRange'
  return problems
}

/**
 * The request for valid criteria. Every skill of the domain is sent as "all" (an empty list), as
 * the contract has it; chosen skills go in the domain's order.
 */
export function practiceRequest(criteria: Criteria, domain: CatalogDomain | undefined, count: number) {
  const everySkill = !domain || domain.skills.every((skill) => criteria.skills.includes(skill.id))
  const request: CreatePracticeRequest = {
    system: criteria.choice.system,
    subject: criteria.choice.subject,
    domain: domain?.id ?? null,
    skills: everySkill ? [] : domain.skills.filter((skill) => criteria.skills.includes(skill.id)).map((s) => s.id),
    difficulty: criteria.difficulty === MIXED ? null : criteria.difficulty,
    timer: criteria.timer,
    ...(criteria.timer ? { timer_type: criteria.timerType } : {}),
    question_count: count,
  }
  return request
}

/**
 * The server's message for the skills, and for the domain. A 422 names a skill by its index
 * (`skills.0`); a subject with no matching question names `skills`, which "all domains" shows
 * under the domain select (there is no skill list then).
 */
export function selectionErrors(errors: FieldErrors, domain: CatalogDomain | undefined) {
  const skills = Object.entries(errors).find(([field]) => field === 'skills' || field.startsWith('skills.'))?.[1][0]
  return { skills, domain: errors.domain?.[0] ?? (domain ? undefined : skills) }
}

/** The evaluation page with this system and subject chosen (the way out of a 409 evaluation-required). */
export const evaluationSearch = (criteria: Criteria) =>
  new URLSearchParams({ system: criteria.choice.system, subject: criteria.choice.subject })
