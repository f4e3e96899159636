import path from 'node:path'
import { ConfigError, loadConfig } from '../config'
import { BackupError, backupDataDir, restoreDataDir } from './backup'
import { DataDirLockedError } from './data-dir-lock'

/**
 * `npm run db:backup [file]` and `npm run db:restore -- <file> [--force]`, on
 * the PGlite folder of DATA_DIR (default ./data). With DATABASE_URL set,
 * PostgreSQL's own tools are the way (printed).
 */
const usage = `usage:
  npm run db:backup [file]                 back up DATA_DIR (default ./data) to file (default backups/exam-prep-<time>.tar.gz)
  npm run db:restore -- <file> [--force]   restore into DATA_DIR (empty or new; --force replaces its database and pictures)`

async function main(argv: string[]) {
  const [command, ...rest] = argv
  const force = rest.includes('--force')
  const files = rest.filter((arg) => !arg.startsWith('--'))
  const unknown = rest.filter((arg) => arg.startsWith('--') && arg !== '--force')
  if (unknown.length || (command !== 'backup' && command !== 'restore')) throw new BackupError(usage)
  const config = loadConfig()
  if (config.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: back up PostgreSQL with its own tools, e.g.\n' +
        '  pg_dump -Fc "$DATABASE_URL" -f exam-prep.dump\n' +
        '  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" exam-prep.dump\n' +
        'and copy the pictures folder (DATA_DIR/media) beside it.',
    )
  if (command === 'backup') {
    if (force || files.length > 1) throw new BackupError(usage)
    const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19)
    const file = path.resolve(files[0] ?? path.join('backups', `exam-prep-${stamp}.tar.gz`))
    const result = await backupDataDir({ dataDir: config.dataDir, file, appVersion: config.version })
    console.log(
      `Backed up ${config.dataDir} to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MiB, ` +
        `${result.manifest.media_files} pictures)`,
    )
    return
  }
  if (files.length !== 1) throw new BackupError(usage)
  const file = path.resolve(files[0]!)
  const result = await restoreDataDir({ dataDir: config.dataDir, file, force })
  const { users, quizzes, payments } = result.counts
  console.log(
    `Restored ${file} (made ${result.manifest.created_at}, version ${result.manifest.app_version}) into ${config.dataDir}: ` +
      `${users} users, ${quizzes} quizzes, ${payments} payments, ${result.manifest.media_files} pictures`,
  )
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message)
  else if (error instanceof DataDirLockedError) console.error(`Refused: ${error.message}`)
  else console.error(error)
  process.exit(1)
})
