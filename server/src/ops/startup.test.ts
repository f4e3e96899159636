import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { bannerLines, prepareData } from './startup'

const template = inject('postgresTemplate')

describe('start-up on one PostgreSQL database', () => {
  it.skipIf(!template)(
    '(PostgreSQL run only: one PGlite folder has one process) three processes starting at once on an empty database migrate and seed it once',
    async () => {
      const admin = new pg.Client({ connectionString: template!.adminUrl })
      await admin.connect()
      const name = `startup_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
      await admin.query(`CREATE DATABASE ${name}`)
      const url = new URL(template!.adminUrl)
      url.pathname = `/${name}`
      const config = loadConfig({ APP_ENV: 'development', DATABASE_URL: url.toString() })
      try {
        const starts = await Promise.all(
          [1, 2, 3].map(async () => {
            const database = await openDatabase(config)
            try {
              return await prepareData(database, config)
            } finally {
              await database.close()
            }
          }),
        )
        expect(starts.filter((s) => s.seeded)).toHaveLength(1) // the demo learner, created once
        expect(starts.every((s) => s.demoPresent)).toBe(true)
        const client = new pg.Client({ connectionString: url.toString() })
        await client.connect()
        const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n)
        expect(await count('select count(*) as n from packages')).toBe(3)
        expect(await count(`select count(*) as n from users where email = 'demo@example.com'`)).toBe(1)
        expect(await count('select count(*) as n from questions')).toBeGreaterThan(100)
        expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBeGreaterThan(3)
        await client.end()
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await admin.end()
      }
    },
  )
})

describe('the start-up banner', () => {
  const config = loadConfig({ APP_ENV: 'development', PORT: '3000' })
  it('shows the demo login only when the demo learner is present', () => {
    const present = bannerLines(config, 3000, { seeded: false, demoPresent: true }).join('\n')
    expect(present).toContain('Demo learner: demo@example.com / Learn-SAT-2026')
    expect(present).not.toContain('(created now)')
    const absent = bannerLines(config, 3000, { seeded: false, demoPresent: false }).join('\n')
    expect(absent).toContain('Dev inbox')
    expect(absent).not.toContain('demo@example.com')
  })

  it('never shows it in production', () => {
    const production = {
      ...config,
      env: 'production' as const,
      publicUrl: 'https://academy.example',
    }
    const lines = bannerLines(production, 3000, { seeded: false, demoPresent: true }).join('\n')
    expect(lines).toBe(
      'Exam Prep Academy (production) on https://academy.example — database: PGlite in ' + config.dataDir,
    )
  })
})
