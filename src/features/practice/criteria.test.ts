import { describe, expect, it } from 'vitest'
import { findSubject, type Catalog } from '~/features/catalog'
import { sampleCatalog } from '~/features/catalog/testing'
import {
  ALL_DOMAINS,
  COUNT_FALLBACK,
  criteriaProblems,
  evaluationSearch,
  initialCriteria,
  practiceRequest,
  selectionErrors,
  validCount,
  withChoice,
  withDomain,
  withSkill,
  type Criteria,
} from './criteria'

const catalog = sampleCatalog()
const bounds = { min_questions: 5, max_questions: 20, default_questions: 10 }
const math = findSubject(catalog, 'SAT', 'math')!
const algebra = math.domains.find((domain) => domain.id === 'algebra')!

const start = (search = '', from: Catalog = catalog) => initialCriteria(from, new URLSearchParams(search), bounds)!
/** SAT Math, algebra chosen with all its skills. */
const inAlgebra = () => withDomain(start('system=SAT&subject=math'), math, 'algebra')

describe('initial criteria', () => {
  it('start from the system and subject in the address, every domain, mixed, untimed, the default count', () => {
    expect(start('system=EST&subject=math')).toEqual({
      choice: { system: 'EST', subject: 'math' },
      domain: ALL_DOMAINS,
      skills: [],
      difficulty: 'mixed',
      timer: false,
      timerType: 'loose',
      count: '10',
    })
  })

  it('fall back to the first open subject when the address names none (or an unknown one)', () => {
    expect(start().choice).toEqual({ system: 'SAT', subject: 'reading_writing' })
    expect(start('system=GRE&subject=latin').choice).toEqual({ system: 'SAT', subject: 'reading_writing' })
  })

  it('take the first timer type when the contract’s default is not offered', () => {
    const strictOnly = { ...catalog, timer_types: catalog.timer_types.filter((timer) => timer.id === 'strict') }
    expect(start('', strictOnly).timerType).toBe('strict')
  })

  it('take one skill from the address, in its domain (a report’s next step); an unknown skill is ignored', () => {
    expect(start('system=SAT&subject=math&skill=nonlinear_functions')).toMatchObject({
      domain: 'advanced_math',
      skills: ['nonlinear_functions'],
    })
    expect(start('system=SAT&subject=math&skill=central_ideas_and_details')).toMatchObject({
      domain: ALL_DOMAINS,
      skills: [],
    })
  })

  it('are null when no subject is open for practice', () => {
    expect(initialCriteria({ ...catalog, systems: [] }, new URLSearchParams(), bounds)).toBeNull()
  })
})

describe('changing a choice', () => {
  it('another subject starts again from every domain; another system with the same subject keeps them', () => {
    const chosen = inAlgebra()
    expect(withChoice(chosen, { system: 'EST', subject: 'math' })).toMatchObject({
      choice: { system: 'EST', subject: 'math' },
      domain: 'algebra',
      skills: chosen.skills,
    })
    expect(withChoice(chosen, { system: 'SAT', subject: 'reading_writing' })).toMatchObject({
      domain: ALL_DOMAINS,
      skills: [],
    })
  })

  it('a domain comes with all its skills chosen; "all domains" with none', () => {
    const chosen = inAlgebra()
    expect(chosen.domain).toBe('algebra')
    expect(chosen.skills).toEqual([
      'linear_equations_one_variable',
      'linear_equations_two_variables',
      'linear_inequalities',
    ])
    expect(withDomain(chosen, math, ALL_DOMAINS)).toMatchObject({ domain: ALL_DOMAINS, skills: [] })
  })

  it('a skill box adds or removes that skill only', () => {
    const cleared = withSkill(inAlgebra(), 'linear_equations_two_variables', false)
    expect(cleared.skills).toEqual(['linear_equations_one_variable', 'linear_inequalities'])
    expect(withSkill(cleared, 'linear_equations_two_variables', true).skills).toEqual([
      'linear_equations_one_variable',
      'linear_inequalities',
      'linear_equations_two_variables',
    ])
  })
})

describe('checks before sending', () => {
  it('the count is a whole number within the bounds', () => {
    const withCount = (count: string): Criteria => ({ ...start(), count })
    expect(validCount(withCount('5'), bounds)).toBe(5)
    expect(validCount(withCount('20'), bounds)).toBe(20)
    expect(validCount(withCount('4'), bounds)).toBeNull()
    expect(validCount(withCount('21'), bounds)).toBeNull()
    expect(validCount(withCount('7.5'), bounds)).toBeNull()
    expect(validCount(withCount('ten'), bounds)).toBeNull()
    expect(validCount(withCount('4'), COUNT_FALLBACK)).toBeNull()
  })

  it('a chosen domain needs a skill, and the count must fit; every domain needs no skill', () => {
    const noSkill = { ...inAlgebra(), skills: [], count: '30' }
    expect(criteriaProblems(noSkill, algebra, bounds)).toEqual({
      skills: 'noSkill',
      question_count: 'countOutOfRange',
    })
    expect(criteriaProblems(start('system=SAT&subject=math'), undefined, bounds)).toEqual({})
  })
})

describe('the request', () => {
  it('sends every skill of the domain as "all" (an empty list), mixed as null, no timer type untimed', () => {
    expect(practiceRequest(inAlgebra(), algebra, 10)).toEqual({
      system: 'SAT',
      subject: 'math',
      domain: 'algebra',
      skills: [],
      difficulty: null,
      timer: false,
      question_count: 10,
    })
  })

  it('sends chosen skills in the domain’s order, the difficulty, and the timer type of a timed practice', () => {
    const criteria: Criteria = {
      ...inAlgebra(),
      skills: ['linear_inequalities', 'linear_equations_one_variable'],
      difficulty: 'hard',
      timer: true,
      timerType: 'strict',
    }
    expect(practiceRequest(criteria, algebra, 12)).toEqual({
      system: 'SAT',
      subject: 'math',
      domain: 'algebra',
      skills: ['linear_equations_one_variable', 'linear_inequalities'],
      difficulty: 'hard',
      timer: true,
      timer_type: 'strict',
      question_count: 12,
    })
  })

  it('every domain is sent as no domain and no skills', () => {
    expect(practiceRequest(start('system=SAT&subject=math'), undefined, 5)).toMatchObject({ domain: null, skills: [] })
  })
})

describe('the server’s refusals', () => {
  it('a skill named by its index shows under the skills, and under the domain select with every domain', () => {
    const errors = { 'skills.1': ['Unknown skill.'], question_count: ['Too many.'] }
    expect(selectionErrors(errors, algebra)).toEqual({ skills: 'Unknown skill.', domain: undefined })
    expect(selectionErrors({ skills: ['No question matches.'] }, undefined)).toEqual({
      skills: 'No question matches.',
      domain: 'No question matches.',
    })
  })

  it('the domain’s own message wins under the domain select', () => {
    const errors = { domain: ['Unknown domain.'], skills: ['No question matches.'] }
    expect(selectionErrors(errors, undefined).domain).toBe('Unknown domain.')
  })

  it('the way to the evaluation names the system and subject', () => {
    expect(evaluationSearch(start('system=EST&subject=math')).toString()).toBe('system=EST&subject=math')
  })
})
