import { parseDocument } from 'yaml'
import { isNonEmptyString, isRecord, quote, type Raw } from './raw-values'
import type { Taxonomy } from './taxonomy'
import type { ContentItem, SubjectId } from './types'
import { validateItem, type Header } from './validate-item'

/**
 * Validation of one bank file (server/content/<subject>/<skill>.yaml, format in
 * server/content/README.md). Every problem is reported, each with its file,
 * its item and a sentence naming the field, so an author can fix a file in one
 * pass. Ids used twice across files are found by the importer, which sees all
 * files.
 */
export interface ContentError {
  /** The file, relative to server/content (`math/circles.yaml`). */
  file: string
  /** The item's id, `#<position>` (from 1) when it has none, null for the file as a whole. */
  item: string | null
  reason: string
}

const TOP_FIELDS = new Set(['version', 'subject', 'domain', 'skill', 'items'])
/** Folder of server/content -> the subject its files must declare. */
const SUBJECT_DIRS: Record<string, SubjectId> = { math: 'math', 'reading-writing': 'reading_writing' }

/**
 * Validates one bank file. `fileName` is relative to server/content
 * (`math/circles.yaml`) and names the file in errors; files in `math/` or
 * `reading-writing/` must declare that subject. Returns the items that passed
 * (as the engine stores them) and every error; an importer imports nothing
 * from a file with errors.
 */
export function validateBankFile(
  fileName: string,
  text: string,
  taxonomy: Taxonomy,
): { items: ContentItem[]; errors: ContentError[] } {
  const errors: ContentError[] = []
  const fileError = (reason: string) => errors.push({ file: fileName, item: null, reason })

  const doc = parseDocument(text)
  if (doc.errors.length) {
    for (const error of doc.errors) fileError(`YAML: ${error.message.split('\n')[0]!.replace(/:$/, '')}`)
    return { items: [], errors }
  }
  const root: unknown = doc.toJS()
  if (!isRecord(root)) {
    fileError('expected a mapping with version, subject, domain, skill and items')
    return { items: [], errors }
  }
  for (const key of Object.keys(root)) if (!TOP_FIELDS.has(key)) fileError(`unknown field ${quote(key)}`)
  if (root.version !== 1) fileError(`version: expected 1, got ${quote(root.version)}`)
  const header = validateHeader(root, fileName, taxonomy, fileError)

  if (!Array.isArray(root.items) || root.items.length === 0) {
    fileError('items: expected a non-empty list of items')
    return { items: [], errors }
  }
  const items: ContentItem[] = []
  const seen = new Set<string>()
  root.items.forEach((raw: unknown, index) => {
    const name = isRecord(raw) && isNonEmptyString(raw.id) ? raw.id : `#${index + 1}`
    const problems: string[] = []
    const item = validateItem(raw, header, problems)
    if (isRecord(raw) && typeof raw.id === 'string') {
      if (seen.has(raw.id)) problems.unshift(`id: ${quote(raw.id)} is used twice in this file`)
      seen.add(raw.id)
    }
    for (const reason of problems) errors.push({ file: fileName, item: name, reason })
    if (item && problems.length === 0) items.push(item)
  })
  return { items: header ? items : [], errors }
}

function validateHeader(
  root: Raw,
  fileName: string,
  taxonomy: Taxonomy,
  fileError: (reason: string) => void,
): Header | undefined {
  const subject = typeof root.subject === 'string' ? taxonomy.subject(root.subject) : undefined
  const domain = typeof root.domain === 'string' ? taxonomy.domain(root.domain) : undefined
  const skill = typeof root.skill === 'string' ? taxonomy.skill(root.skill) : undefined
  let ok = true
  if (!subject) {
    ok = false
    fileError(`subject: ${quote(root.subject)} is not a subject of the taxonomy (math, reading_writing)`)
  }
  if (!domain) {
    ok = false
    fileError(`domain: ${quote(root.domain)} is not a domain of the taxonomy`)
  } else if (subject && domain.subject !== subject.id) {
    ok = false
    fileError(`domain: "${domain.id}" belongs to ${domain.subject}, not to ${subject.id}`)
  }
  if (!skill) {
    ok = false
    fileError(`skill: ${quote(root.skill)} is not a skill of the taxonomy`)
  } else if (domain && skill.domain !== domain.id) {
    ok = false
    fileError(`skill: "${skill.id}" belongs to the domain ${skill.domain}, not to ${domain.id}`)
  }
  const folder = fileName.split('/').at(-2)
  const folderSubject = folder === undefined ? undefined : SUBJECT_DIRS[folder]
  if (subject && folderSubject && folderSubject !== subject.id) {
    ok = false
    fileError(`subject: files in ${folder}/ must be ${folderSubject}, got ${subject.id}`)
  }
  return ok && subject && domain && skill ? { subject: subject.id, domain: domain.id, skill: skill.id } : undefined
}
