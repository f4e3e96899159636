import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { appMeta } from '../db/schema'
import { listBankFiles } from './bank-files'
import { importBank } from './import'
import { contentDir } from './taxonomy'

/**
 * At start: imports the question bank when its files changed since the last
 * import (a hash of every file is kept in app_meta), so `npm start` always
 * serves the bank of this version. A file with errors is reported and skipped.
 */
export async function syncBank(db: Db, dir = contentDir): Promise<void> {
  const hash = createHash('sha256')
  for (const file of listBankFiles(dir)) hash.update(file).update(readFileSync(path.join(dir, file)))
  const version = hash.digest('hex')
  const [known] = await db.select().from(appMeta).where(eq(appMeta.key, 'bank_version'))
  if (known?.value === version) return
  const report = await importBank(db, { dir })
  for (const error of report.errors) console.error(`question bank: ${error.file} ${error.item ?? ''}: ${error.reason}`)
  console.log(
    `Question bank: ${report.imported} new, ${report.updated} updated, ${report.unchanged} unchanged questions`,
  )
  await db
    .insert(appMeta)
    .values({ key: 'bank_version', value: version })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: new Date() } })
}
