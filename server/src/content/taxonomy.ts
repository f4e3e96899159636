import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import type { LocalizedText } from '../db/schema'
import type { Difficulty, SubjectId } from './types'

/** Where the bank lives: server/content (taxonomy.yaml, math/, reading-writing/). */
export const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../content')

export interface SkillNode {
  id: string
  name: LocalizedText
  domain: string
  subject: SubjectId
}
export interface DomainNode {
  id: string
  name: LocalizedText
  subject: SubjectId
  /** How many questions of this domain an evaluation of the subject has. */
  evaluationShare: number
  skills: SkillNode[]
}
export interface SubjectNode {
  id: SubjectId
  name: LocalizedText
  domains: DomainNode[]
}
export interface Taxonomy {
  systems: { id: 'SAT' | 'EST'; name: LocalizedText }[]
  difficulties: { id: Difficulty; name: LocalizedText }[]
  timerTypes: { id: 'strict' | 'loose'; name: LocalizedText }[]
  subjects: SubjectNode[]
  subject(id: string): SubjectNode | undefined
  domain(id: string): DomainNode | undefined
  skill(id: string): SkillNode | undefined
}

interface RawTaxonomy {
  systems: Taxonomy['systems']
  difficulties: Taxonomy['difficulties']
  timer_types: Taxonomy['timerTypes']
  subjects: {
    id: SubjectId
    name: LocalizedText
    domains: {
      id: string
      name: LocalizedText
      evaluation_share: number
      skills: { id: string; name: LocalizedText }[]
    }[]
  }[]
}

/** Reads server/content/taxonomy.yaml (systems, subjects, domains, skills with English and Arabic names). */
export function loadTaxonomy(file = path.join(contentDir, 'taxonomy.yaml')): Taxonomy {
  const raw = parse(readFileSync(file, 'utf8')) as RawTaxonomy
  const subjects: SubjectNode[] = raw.subjects.map((subject) => ({
    id: subject.id,
    name: subject.name,
    domains: subject.domains.map((domain) => ({
      id: domain.id,
      name: domain.name,
      subject: subject.id,
      evaluationShare: domain.evaluation_share,
      skills: domain.skills.map((skill) => ({ ...skill, domain: domain.id, subject: subject.id })),
    })),
  }))
  const domains = new Map(subjects.flatMap((s) => s.domains).map((d) => [d.id, d]))
  const skills = new Map([...domains.values()].flatMap((d) => d.skills).map((s) => [s.id, s]))
  return {
    systems: raw.systems,
    difficulties: raw.difficulties,
    timerTypes: raw.timer_types,
    subjects,
    subject: (id) => subjects.find((s) => s.id === id),
    domain: (id) => domains.get(id),
    skill: (id) => skills.get(id),
  }
}

export const taxonomy = loadTaxonomy()
