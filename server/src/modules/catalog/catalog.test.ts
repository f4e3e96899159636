import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { questions } from '../../db/schema'
import { createTestApp } from '../../test/test-app'

const { client, db } = await createTestApp()

describe('catalog', () => {
  it('lists both systems with the digital-SAT taxonomy, localized', async () => {
    const en = await client.get<{
      systems: { id: string; subjects: { id: string; domains: { skills: unknown[] }[] }[] }[]
    }>('/catalog')
    expect(en.body.systems.map((s) => s.id)).toEqual(['SAT', 'EST'])
    const math = en.body.systems[0]!.subjects.find((s) => s.id === 'math')!
    expect(math.domains.flatMap((d) => d.skills)).toHaveLength(19)
    const rw = en.body.systems[0]!.subjects.find((s) => s.id === 'reading_writing')!
    expect(rw.domains.flatMap((d) => d.skills)).toHaveLength(10)
    const ar = await client.get<{ systems: { subjects: { name: string }[] }[] }>('/catalog', { lang: 'ar' })
    expect(ar.body.systems[0]!.subjects.map((s) => s.name)).toContain('الرياضيات')
  })
})

describe('preview', () => {
  it('previews public sample questions with their key, without sign-in', async () => {
    const sample = await client.get<{ id: string; subject: string; key: { explanation: string } }>(
      '/questions/preview?subject=reading_writing',
    )
    expect(sample.status).toBe(200)
    expect(sample.body.subject).toBe('reading_writing')
    const again = await client.get<{ id: string }>(`/questions/preview?question_id=${sample.body.id}`)
    expect(again.body.id).toBe(sample.body.id)
    const [hidden] = await db.select().from(questions).where(eq(questions.publicSample, false)).limit(1)
    expect((await client.get(`/questions/preview?question_id=${hidden!.id}`)).status).toBe(404)
    expect((await client.get('/questions/preview?subject=history')).status).toBe(400)
  })
})
