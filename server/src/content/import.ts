import path from 'node:path'
import { and, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { questions } from '../db/schema'
import { bankFileName, listBankFiles, loadBankFile, taxonomyOf, type LoadedFile } from './bank-files'
import { questionRow } from './question-rows'
import { contentDir } from './taxonomy'
import type { ContentError } from './validate'

/**
 * The content import: server/content YAML -> the `questions` table.
 * Every file is validated first; a file with any error imports nothing, the
 * others are upserted by bank id in one transaction per file. Ids derive from
 * the bank id, so a re-import keeps them and old quizzes still point at them.
 */

export interface FileImportReport {
  file: string
  /** Items in the file (valid or not). */
  items: number
  imported: number
  updated: number
  unchanged: number
  errors: ContentError[]
}

export interface ImportReport {
  files: FileImportReport[]
  /** Every error of every file. */
  errors: ContentError[]
  imported: number
  updated: number
  unchanged: number
  /** Bank items no longer in any file, now inactive (whole-bank imports only). */
  deactivated: number
}

/** On conflict, every column but the keys and creation time takes the new row's value. */
const upsertSet: Record<string, SQL> = {
  ...Object.fromEntries(
    Object.entries(getTableColumns(questions))
      .filter(([key]) => !['id', 'bankId', 'createdAt', 'updatedAt'].includes(key))
      .map(([key, column]) => [key, sql.raw(`excluded.${JSON.stringify(column.name)}`)]),
  ),
  updatedAt: sql`now()`,
}

/**
 * Validates and imports bank files (`files` relative to `dir` or absolute; all
 * of math/ and reading-writing/ when omitted). A file with any error imports
 * nothing; an id already used by an earlier file (or, for a partial import, by
 * any other bank file) is an error of the later file. Rows are upserted by
 * `bank_id`; only new or changed items are written. A whole-bank import marks
 * the bank's items that are in no file any more inactive (never deleted: old
 * quizzes reference them); items of a file that cannot be parsed are left as
 * they are.
 */
export async function importBank(db: Db, options: { files?: string[]; dir?: string } = {}): Promise<ImportReport> {
  const dir = path.resolve(options.dir ?? contentDir)
  const taxonomy = taxonomyOf(dir)
  const whole = options.files === undefined
  const names = whole ? listBankFiles(dir) : [...new Set(options.files!.map((file) => bankFileName(dir, file)))]
  const loaded = names.map((file) => loadBankFile(dir, file, taxonomy))

  // Ids used twice across files: the later file is in error. A partial import
  // also checks the bank files it does not import.
  const owners = new Map<string, string>()
  if (!whole)
    for (const other of listBankFiles(dir).filter((file) => !names.includes(file)))
      for (const id of loadBankFile(dir, other, taxonomy).ids) if (!owners.has(id)) owners.set(id, other)
  for (const file of loaded)
    for (const id of new Set(file.ids)) {
      const owner = owners.get(id)
      if (owner === undefined) owners.set(id, file.file)
      else file.errors.push({ file: file.file, item: id, reason: `id: "${id}" is already used in ${owner}` })
    }

  const report: ImportReport = { files: [], errors: [], imported: 0, updated: 0, unchanged: 0, deactivated: 0 }
  for (const file of loaded) {
    const result: FileImportReport = {
      file: file.file,
      items: file.ids.length,
      imported: 0,
      updated: 0,
      unchanged: 0,
      errors: file.errors,
    }
    if (!file.errors.length) await importFile(db, file, result)
    report.files.push(result)
    report.errors.push(...result.errors)
    report.imported += result.imported
    report.updated += result.updated
    report.unchanged += result.unchanged
  }

  if (whole && names.length === 0)
    report.errors.push({ file: dir, item: null, reason: 'no bank files (math/*.yaml, reading-writing/*.yaml) found' })
  else if (whole) {
    const unreadable = loaded.filter((file) => !file.readable).map((file) => file.file)
    const gone = await db
      .update(questions)
      .set({ active: false, updatedAt: new Date() })
      .where(
        and(
          eq(questions.source, 'original'),
          eq(questions.active, true),
          owners.size ? notInArray(questions.bankId, [...owners.keys()]) : undefined,
          unreadable.length ? notInArray(questions.origin, unreadable) : undefined,
        ),
      )
      .returning({ id: questions.id })
    report.deactivated = gone.length
  }
  return report
}

/** Upserts one valid file's items in one transaction, counting new, updated and unchanged rows. */
async function importFile(db: Db, file: LoadedFile, result: FileImportReport): Promise<void> {
  const rows = file.items.map((item) => questionRow(item, file.file))
  const counts = { imported: 0, updated: 0, unchanged: 0 }
  const errors: ContentError[] = []
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({
        bankId: questions.bankId,
        contentHash: questions.contentHash,
        origin: questions.origin,
        active: questions.active,
        source: questions.source,
      })
      .from(questions)
      .where(
        inArray(
          questions.bankId,
          rows.map((row) => row.bankId),
        ),
      )
    const byBankId = new Map(existing.map((row) => [row.bankId, row]))
    const changed = rows.filter((row) => {
      const current = byBankId.get(row.bankId)
      if (!current) {
        counts.imported++
        return true
      }
      if (current.source !== 'original') {
        errors.push({
          file: file.file,
          item: row.bankId,
          reason: `id: "${row.bankId}" is used by a generated question`,
        })
        return false
      }
      if (current.contentHash !== row.contentHash || current.origin !== row.origin || !current.active) {
        counts.updated++
        return true
      }
      counts.unchanged++
      return false
    })
    if (errors.length || !changed.length) return
    await tx.insert(questions).values(changed).onConflictDoUpdate({ target: questions.bankId, set: upsertSet })
  })
  if (errors.length) result.errors.push(...errors)
  else Object.assign(result, counts)
}
