import { generators } from './generators'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ConfigError, loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { bankFileStats, formatStats } from './bank-stats'
import { importBank, type ImportReport } from './import'
import { contentDir, taxonomy } from './taxonomy'
import type { ContentError } from './validate'

/**
 * The question bank's command line (npm run content:import / content:stats).
 *
 *   tsx server/src/content/cli.ts import [file...]
 *     Validates and imports bank files into the configured database (DATABASE_URL,
 *     else PGlite in DATA_DIR), migrating it first. Files are relative to
 *     server/content (`math/circles.yaml`), relative to the working directory, or
 *     absolute; all of them when none is given (which also deactivates items
 *     removed from the bank). Exits 1 when a file has errors.
 *
 *   tsx server/src/content/cli.ts stats
 *     Items per subject, skill and difficulty and the coverage targets, read from
 *     the files (no database). Exits 1 when a file has errors.
 */
const usage = [
  'usage: tsx server/src/content/cli.ts import [file...]   validate and import bank files (all when none)',
  '       tsx server/src/content/cli.ts stats             counts per skill and difficulty, from the files',
].join('\n')

/** server/content-relative when the file is there, else relative to the working directory. */
function resolveFile(file: string): string {
  if (path.isAbsolute(file) || existsSync(path.join(contentDir, file))) return file
  return existsSync(file) ? path.resolve(file) : file
}

const formatError = (error: ContentError) => `  - ${error.item ?? '(file)'}: ${error.reason}`

export function formatImportReport(report: ImportReport): string {
  const lines: string[] = []
  for (const file of report.files) {
    if (file.errors.length) {
      lines.push(`FAILED ${file.file}: ${file.errors.length} error${file.errors.length === 1 ? '' : 's'}`)
      lines.push(...file.errors.map(formatError))
    } else
      lines.push(
        `ok ${file.file}: ${file.items} items (${file.imported} new, ${file.updated} updated, ${file.unchanged} unchanged)`,
      )
  }
  const fileErrors = report.errors.filter((error) => !report.files.some((file) => file.errors.includes(error)))
  lines.push(...fileErrors.map((error) => `FAILED ${error.file}: ${error.reason}`))
  const failed = report.files.filter((file) => file.errors.length).length
  lines.push(
    `${report.imported} new, ${report.updated} updated, ${report.unchanged} unchanged, ${report.deactivated} deactivated` +
      (failed ? `; ${failed} file${failed === 1 ? '' : 's'} failed and imported nothing` : ''),
  )
  return lines.join('\n')
}

async function runImport(files: string[]): Promise<number> {
  const config = loadConfig()
  const database = await openDatabase(config)
  try {
    console.log(
      database.driver === 'postgres'
        ? 'database: PostgreSQL (DATABASE_URL)'
        : `database: PGlite in ${path.join(config.dataDir, 'pglite')}`,
    )
    const report = await importBank(database.db, files.length ? { files: files.map(resolveFile) } : {})
    console.log(formatImportReport(report))
    return report.errors.length ? 1 : 0
  } finally {
    await database.close()
  }
}

function runStats(): number {
  const stats = bankFileStats()
  console.log(formatStats(stats, taxonomy))
  const skills = [...new Set(generators.map((g) => g.skill))]
  console.log(
    `Generators: ${generators.length} parameterised Math generators for ${skills.length} skills (fresh variants with computed keys): ${generators.map((g) => g.key).join(', ')}`,
  )
  return stats.filesWithErrors?.length ? 1 : 0
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args
  if (command === 'import') return runImport(rest)
  if (command === 'stats' && rest.length === 0) return runStats()
  console.error(usage)
  return 2
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exitCode = 1
  },
)
