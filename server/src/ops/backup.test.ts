import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { ensurePackages } from '../db/seed'
import { completePayment } from '../modules/subscriptions/settlement'
import { signUp } from '../test/accounts'
import { relaxedRateLimits, testClient } from '../test/test-app'
import { BackupError, readTar, restoreDataDir, writeTar } from './backup'
import { onPostgres, templateDataDir } from './spawned-server'

const root = path.resolve(import.meta.dirname, '../../..')

/** Runs `npm run db:backup|db:restore`'s command (node with tsx as loader) on a data folder. */
function cli(args: string[], dataDir: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/ops/backup-cli.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

/** A 1x1 PNG. */
const png = Uint8Array.from(
  (
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
    '0000000d4944415478da63fcffff3f0300050001fe0e8a2b3a0000000049454e44ae426082'
  )
    .match(/../g)!
    .map((b) => parseInt(b, 16)),
)

describe('tar format', () => {
  it('round-trips files, long names included, and refuses what is not a tar', () => {
    const long = `media/${'a'.repeat(90)}/${'b'.repeat(90)}.png`
    const entries = [
      { name: 'backup.json', data: new TextEncoder().encode('{}') },
      { name: long, data: new Uint8Array(1000).fill(7) },
    ]
    const back = readTar(writeTar(entries))
    expect(back.map((e) => [e.name, e.data.length])).toEqual([
      ['backup.json', 2],
      [long, 1000],
    ])
    expect(() => readTar(new Uint8Array(1024).fill(1))).toThrow(BackupError)
  })
})

describe('db:backup and db:restore (PGlite)', () => {
  it.skipIf(onPostgres())(
    '(PGlite run only: PostgreSQL is backed up with pg_dump) a backup restored into a new folder holds the same learners, quizzes, answers, payments and pictures',
    async () => {
      const dataDir = await templateDataDir()
      const work = await mkdtemp(path.join(os.tmpdir(), 'exam-prep-backup-'))
      afterAll(() => rm(work, { recursive: true, force: true }))

      // Data made through the app, on the folder as a server opens it (locked, migrated).
      const database = await openDatabase({ dataDir })
      const config = {
        ...loadConfig({ APP_ENV: 'test', SPA_DIR: '.tmp/no-spa', DATA_DIR: dataDir }),
        rateLimits: relaxedRateLimits,
      }
      await ensurePackages(database.db)
      const client = testClient(createApp({ db: database.db, config }))
      const learner = await signUp(client)
      const picture = new FormData()
      picture.append('picture', new Blob([png], { type: 'image/png' }), 'me.png')
      const edited = await client.post<{ user: { photo: string } }>('/settings/edit-profile', {
        token: learner.token,
        form: picture,
      })
      expect(edited.status).toBe(200)
      const photo = edited.body.user.photo
      const quiz = await client.post<{ id: string }>('/evaluations', {
        token: learner.token,
        body: { system: 'SAT', subject: 'math', timer_type: 'loose' },
      })
      const read = await client.get<{ questions: { id: string; format: string; choices: { id: string }[] }[] }>(
        `/quizzes/${quiz.body.id}`,
        { token: learner.token },
      )
      const saved = new Map<string, string>()
      for (const question of read.body.questions.slice(0, 3)) {
        const value = question.format === 'multiple_choice' ? question.choices[1]!.id : '7'
        const body = question.format === 'multiple_choice' ? { choice_id: value } : { response: value }
        const answer = await client.call('PUT', `/quizzes/${quiz.body.id}/answers/${question.id}`, {
          token: learner.token,
          body,
        })
        expect(answer.status).toBe(200)
        saved.set(question.id, value)
      }
      const packages = await client.get<{ data: { id: string }[] }>('/subscriptions/packages')
      const checkout = await client.post<{ payment_id: string }>('/subscriptions', {
        token: learner.token,
        body: { package_id: packages.body.data[0]!.id },
      })
      expect(checkout.status).toBe(201)
      expect((await completePayment(database.db, checkout.body.payment_id))?.status).toBe('paid')

      // While a process holds the folder, the backup refuses and says who holds it.
      const backupFile = path.join(work, 'nested', 'backup.tar.gz')
      const refused = await cli(['backup', backupFile], dataDir)
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain(
        `Refused: the data folder ${dataDir} is in use by another process (pid ${process.pid}`,
      )
      expect(refused.stderr).toContain('a backup needs the database closed')
      await database.close()

      const made = await cli(['backup', backupFile], dataDir)
      expect(made.stderr).toBe('')
      expect(made.code).toBe(0)
      expect(made.stdout).toContain(`Backed up ${dataDir} to ${backupFile}`)
      expect(made.stdout).toContain('1 pictures')

      const restoredDir = path.join(work, 'restored')
      const restored = await cli(['restore', backupFile], restoredDir)
      expect(restored.stderr).toBe('')
      expect(restored.code).toBe(0)
      expect(restored.stdout).toMatch(/: 1 users, 1 quizzes, 1 payments, 1 pictures/)

      // The restored folder, opened as a server opens it, holds the same data.
      const copy = await openDatabase({ dataDir: restoredDir })
      const query = async <T>(statement: SQL): Promise<T[]> => {
        const result = (await copy.db.execute(statement)) as unknown as { rows: T[] }
        return result.rows
      }
      expect(await query<{ email: string }>(sql`select email from users`)).toEqual([{ email: learner.email }])
      expect(await query<{ id: string; status: string }>(sql`select id, status from quizzes`)).toEqual([
        { id: quiz.body.id, status: 'in_progress' },
      ])
      const answers = await query<{ question_id: string; value: string }>(
        sql`select question_id, coalesce(choice_id, response) as value from quiz_questions
            where quiz_id = ${quiz.body.id} and status = 'answered'`,
      )
      expect(new Map(answers.map((a) => [a.question_id, a.value]))).toEqual(saved)
      expect(await query<{ id: string; status: string }>(sql`select id, status from payments`)).toEqual([
        { id: checkout.body.payment_id, status: 'paid' },
      ])
      const subscriptions = await query<{ n: number }>(
        sql`select count(*)::int as n from subscriptions where is_trial = false`,
      )
      expect(subscriptions).toEqual([{ n: 1 }])
      await copy.close()
      const original = await readFile(path.join(dataDir, photo.replace(/^\//, '')))
      expect(await readFile(path.join(restoredDir, photo.replace(/^\//, '')))).toEqual(original)

      // A folder with data is not overwritten without --force; with it, it is replaced.
      await expect(restoreDataDir({ dataDir: restoredDir, file: backupFile, force: false })).rejects.toThrow(
        /is not empty \(media, pglite\): restore into a new folder, or add --force/,
      )
      await mkdir(path.join(restoredDir, 'media', 'avatars'), { recursive: true })
      await writeFile(path.join(restoredDir, 'media', 'avatars', 'stray.png'), png)
      const forced = await restoreDataDir({ dataDir: restoredDir, file: backupFile, force: true })
      expect(forced.counts).toEqual({ users: 1, quizzes: 1, payments: 1 })
      await expect(readFile(path.join(restoredDir, 'media', 'avatars', 'stray.png'))).rejects.toThrow(/ENOENT/)
      await expect(restoreDataDir({ dataDir: path.join(work, 'x'), file: made.stdout, force: false })).rejects.toThrow(
        BackupError,
      )
    },
  )
})
