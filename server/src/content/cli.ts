import { generators } from './generators'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ConfigError, loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { biasFigures, formatBias, formatRouteSupply, generatorRanks, routeSupply } from './bank-bias'
import { bankFileName, listBankFiles, loadBankFile } from './bank-files'
import { runBlind } from './blind-solve'
import { bankFileStats, formatStats } from './bank-stats'
import { calibrateBank, formatCalibrationReport } from './calibrate'
import { importBank, type ImportReport } from './import'
import { contentDir, taxonomy } from './taxonomy'
import type { ContentError } from './validate'

/**
 * The question bank's command line (npm run content:import / content:stats / content:calibrate).
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
 *
 *   tsx server/src/content/cli.ts check [file...]
 *     Validates bank files (all when none) without a database and prints, for the
 *     valid items among them, the test-wiseness cues and the explanation coverage.
 *     Exits 1 when a file has errors.
 *
 *   tsx server/src/content/cli.ts calibrate [--write] [--min-responses N]
 *     Re-estimates each question's difficulty (item response theory) from the
 *     answers of finished quizzes in the configured database, migrating it first,
 *     for questions with at least N responses (default 30). Prints the moves; saves
 *     them to item_parameters only with --write.
 */
const usage = [
  'usage: tsx server/src/content/cli.ts import [file...]   validate and import bank files (all when none)',
  '       tsx server/src/content/cli.ts stats             counts per skill and difficulty, cues and explanations, from the files',
  '       tsx server/src/content/cli.ts check [file...]   validate files without a database, with their cues and explanations',
  '       tsx server/src/content/cli.ts blind export|compare ...   the blind solve of new items (see blind-solve.ts)',
  '       tsx server/src/content/cli.ts calibrate [--write] [--min-responses N]',
  "                                                       item difficulties from learners' answers (saved with --write)",
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

/** Opens the configured database (DATABASE_URL, else PGlite in DATA_DIR), migrated, and says which. */
async function openConfiguredDatabase() {
  const config = loadConfig()
  const database = await openDatabase(config)
  console.log(
    database.driver === 'postgres'
      ? 'database: PostgreSQL (DATABASE_URL)'
      : `database: PGlite in ${path.join(config.dataDir, 'pglite')}`,
  )
  return database
}

async function runImport(files: string[]): Promise<number> {
  const database = await openConfiguredDatabase()
  try {
    const report = await importBank(database.db, files.length ? { files: files.map(resolveFile) } : {})
    console.log(formatImportReport(report))
    return report.errors.length ? 1 : 0
  } finally {
    await database.close()
  }
}

function runCheck(files: string[]): number {
  const names = files.length ? files.map((file) => bankFileName(contentDir, resolveFile(file))) : listBankFiles()
  const loaded = names.map((file) => loadBankFile(contentDir, file, taxonomy))
  for (const file of loaded) {
    if (file.errors.length) {
      console.log(`FAILED ${file.file}: ${file.errors.length} error${file.errors.length === 1 ? '' : 's'}`)
      console.log(file.errors.map(formatError).join('\n'))
    } else console.log(`ok ${file.file}: ${file.items.length} items`)
  }
  console.log('')
  console.log(formatBias(biasFigures(loaded.flatMap((file) => (file.errors.length ? [] : file.items)))))
  return loaded.some((file) => file.errors.length) ? 1 : 0
}

function runStats(): number {
  const stats = bankFileStats()
  console.log(formatStats(stats, taxonomy))
  console.log('')
  console.log(formatBias(biasFigures(stats.items ?? []), generatorRanks()))
  console.log('')
  console.log(formatRouteSupply(routeSupply(stats.items ?? [])))
  console.log('')
  const skills = [...new Set(generators.map((g) => g.skill))]
  console.log(
    `Generators: ${generators.length} parameterised Math generators for ${skills.length} skills (fresh variants with computed keys): ${generators.map((g) => g.key).join(', ')}`,
  )
  return stats.filesWithErrors?.length ? 1 : 0
}

/** `--write` and `--min-responses N` in any order; undefined for anything else. */
function calibrateOptions(args: string[]): { write: boolean; minResponses?: number } | undefined {
  const options: { write: boolean; minResponses?: number } = { write: false }
  for (let k = 0; k < args.length; k++) {
    if (args[k] === '--write') options.write = true
    else if (args[k] === '--min-responses' && /^[1-9]\d*$/.test(args[k + 1] ?? ''))
      options.minResponses = Number(args[++k])
    else return undefined
  }
  return options
}

async function runCalibrate(options: { write: boolean; minResponses?: number }): Promise<number> {
  const database = await openConfiguredDatabase()
  try {
    console.log(formatCalibrationReport(await calibrateBank(database.db, options)))
    return 0
  } finally {
    await database.close()
  }
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args
  if (command === 'import') return runImport(rest)
  if (command === 'stats' && rest.length === 0) return runStats()
  if (command === 'check') return runCheck(rest)
  if (command === 'blind') return runBlind(rest)
  const calibrate = command === 'calibrate' ? calibrateOptions(rest) : undefined
  if (calibrate) return runCalibrate(calibrate)
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
