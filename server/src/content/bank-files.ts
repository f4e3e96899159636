import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { contentDir, loadTaxonomy, taxonomy as bankTaxonomy, type Taxonomy } from './taxonomy'
import type { ContentItem } from './types'
import { validateBankFile, type ContentError } from './validate'

// Reading the bank: which files there are, and each one read, parsed and validated.

/** The folders of server/content that hold bank files. */
export const BANK_FOLDERS = ['math', 'reading-writing'] as const

/** The .yaml files of math/ and reading-writing/, sorted, relative to `dir` (`math/circles.yaml`). */
export function listBankFiles(dir = contentDir): string[] {
  return BANK_FOLDERS.flatMap((folder) => {
    const full = path.join(dir, folder)
    if (!existsSync(full)) return []
    return readdirSync(full)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `${folder}/${name}`)
  }).sort()
}

/** A file name relative to `dir` when the file is inside it (`math/circles.yaml`), else the absolute path. */
export function bankFileName(dir: string, file: string): string {
  const absolute = path.resolve(dir, file)
  const relative = path.relative(dir, absolute)
  return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative.split(path.sep).join('/')
}

/** A bank file as read: its valid items, every id in it, and its errors. */
export interface LoadedFile {
  file: string
  /** Valid items (meaningful only when there are no errors). */
  items: ContentItem[]
  /** The `id` of every item in the file, valid or not (for duplicates across files and deactivation). */
  ids: string[]
  errors: ContentError[]
  /** False when the file could not be read or parsed: its items are unknown. */
  readable: boolean
}

function readBankIds(text: string): string[] | undefined {
  try {
    const root: unknown = parse(text)
    const items = (root as { items?: unknown } | null)?.items
    if (!Array.isArray(items)) return undefined
    return items.flatMap((item: unknown) => {
      const id = (item as { id?: unknown } | null)?.id
      return typeof id === 'string' ? [id] : []
    })
  } catch {
    return undefined
  }
}

/** Reads and validates one bank file; a file that cannot be read is one error. */
export function loadBankFile(dir: string, file: string, taxonomy: Taxonomy): LoadedFile {
  let text: string
  try {
    text = readFileSync(path.resolve(dir, file), 'utf8')
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : `cannot read the file (${String(error)})`
    return { file, items: [], ids: [], errors: [{ file, item: null, reason }], readable: false }
  }
  const { items, errors } = validateBankFile(file, text, taxonomy)
  const ids = readBankIds(text)
  return { file, items, ids: ids ?? [], errors, readable: ids !== undefined }
}

/** The taxonomy of a bank folder: its own taxonomy.yaml when it has one, else server/content's. */
export function taxonomyOf(dir: string): Taxonomy {
  const file = path.join(dir, 'taxonomy.yaml')
  return path.resolve(dir) !== path.resolve(contentDir) && existsSync(file) ? loadTaxonomy(file) : bankTaxonomy
}
