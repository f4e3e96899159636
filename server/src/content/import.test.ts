import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { questions } from '../db/schema'
import { listBankFiles } from './bank-files'
import { bankFileStats, bankStats, formatStats, statsOfItems } from './bank-stats'
import { importBank } from './import'
import { choiceIdFor, contentHashOf, questionIdFor, questionRow } from './question-rows'
import { contentDir, taxonomy } from './taxonomy'
import type { ContentItem } from './types'
import { validateBankFile } from './validate'
import { openTestDatabase } from '../test/test-app'

const database = await openTestDatabase()
const db = database.db
afterAll(() => database.close())
// The template may hold the bank already (the global setup imports it): start from an empty table.
await db.delete(questions)
const tmp = await mkdtemp(path.join(os.tmpdir(), 'content-import-'))
afterAll(() => rm(tmp, { recursive: true, force: true }))
/** A copy of the bank that tests may edit. */
const bankDir = path.join(tmp, 'bank')
await cp(contentDir, bankDir, { recursive: true })

/** Items in the bank's files (the import takes every one). */
const bankSize = bankFileStats().total
/** Items in math/circles.yaml. */
const circleCount = Object.values(bankFileStats().counts.math?.circles ?? {}).reduce((a, b) => a + b, 0)
const rowOf = async (bankId: string) => (await db.select().from(questions).where(eq(questions.bankId, bankId)))[0]
const circles = path.join(bankDir, 'math/circles.yaml')
const circlesText = await readFile(circles, 'utf8')

function mathFile(skill: string, items: object[]) {
  return stringify({ version: 1, subject: 'math', domain: 'algebra', skill, items })
}
const item = (id: string, check = '2 + 2') => ({
  id,
  difficulty: 'easy',
  format: 'student_produced',
  stem: 'What is \\(2 + 2\\)?',
  answer: { value: 4, accepted: ['4'] },
  check,
  explanation: 'Add.',
  explanation_ar: 'اجمع العددين.',
  author: 'Test author',
  source: 'original',
  review_status: 'draft',
})

describe('bank files and rows', () => {
  it('lists the 29 bank files, sorted, relative to server/content', () => {
    const files = listBankFiles()
    expect(files).toHaveLength(29)
    expect(files).toEqual([...files].sort())
    expect(files).toContain('math/circles.yaml')
    expect(files).toContain('reading-writing/inferences.yaml')
  })

  it('derives ids from the bank id, so every import gives the same row', () => {
    const { items } = validateBankFile('math/circles.yaml', circlesText, taxonomy)
    const choice = items.find((i) => i.id === 'm-circ-e01')!
    const row = questionRow(choice, 'math/circles.yaml')
    expect(row).toEqual(questionRow(structuredClone(choice), 'math/circles.yaml'))
    expect(row.id).toMatch(/^qn_[A-Za-z0-9_-]{16}$/)
    expect(row.id).toBe(questionIdFor('m-circ-e01'))
    expect(row.choices.map((c) => c.id)).toEqual(['A', 'B', 'C', 'D'].map((label) => choiceIdFor('m-circ-e01', label)))
    expect(row.choices[0]!.id).toMatch(/^ch_[A-Za-z0-9_-]{16}$/)
    expect(row).toMatchObject({
      bankId: 'm-circ-e01',
      correctChoiceId: choiceIdFor('m-circ-e01', 'B'),
      acceptedAnswers: [],
      answerValue: null,
      publicSample: true,
      origin: 'math/circles.yaml',
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const produced = questionRow(
      items.find((i) => i.id === 'm-circ-e02')!,
      'math/circles.yaml',
    )
    expect(produced).toMatchObject({ choices: [], correctChoiceId: null, acceptedAnswers: ['7'], answerValue: 7 })
    const edited: ContentItem = { ...choice, stem: `${choice.stem} ` }
    expect(contentHashOf(edited)).not.toBe(row.contentHash)
  })
})

describe('importBank', () => {
  it('imports the whole bank, every item of every file', async () => {
    const report = await importBank(db)
    expect(report.errors).toEqual([])
    expect(report).toMatchObject({ imported: bankSize, updated: 0, unchanged: 0, deactivated: 0 })
    expect(report.files).toHaveLength(29)
    expect(report.files.find((file) => file.file === 'math/circles.yaml')).toEqual({
      file: 'math/circles.yaml',
      items: circleCount,
      imported: circleCount,
      updated: 0,
      unchanged: 0,
      errors: [],
    })
    const rows = await db.select().from(questions)
    expect(rows).toHaveLength(bankSize)
    for (const row of rows) {
      expect(row.active).toBe(true)
      expect(row.source).toBe('original')
      if (row.format === 'multiple_choice') expect(row.choices.map((c) => c.id)).toContain(row.correctChoiceId)
      else expect(row.acceptedAnswers.length).toBeGreaterThan(0)
    }
    const probability = await rowOf('m-prob-e02')
    expect(probability).toMatchObject({ format: 'student_produced', acceptedAnswers: ['3/8', '.375', '0.375'] })
    expect(probability!.answerValue).toBeCloseTo(0.375, 6)
    // The Arabic explanation, and the rationales keyed by the stored choice ids.
    expect(probability!.explanationAr).toMatch(/[\u0600-\u06FF]/)
    const sample = await rowOf('rw-rhs-e02')
    expect(Object.keys(sample!.rationales).sort()).toEqual(sample!.choices.map((choice) => choice.id).sort())
    for (const text of Object.values(sample!.rationales)) expect(text.ar).toMatch(/[\u0600-\u06FF]/)
  })

  it('counts the imported bank like the files', async () => {
    const fromDb = await bankStats(db)
    const fromFiles = bankFileStats()
    expect(fromDb.counts).toEqual(fromFiles.counts)
    expect([fromDb.total, fromDb.publicSamples, fromDb.withFigure]).toEqual([
      bankSize,
      fromFiles.publicSamples,
      fromFiles.withFigure,
    ])
    expect(fromFiles.filesWithErrors).toEqual([])
    const table = formatStats(fromFiles, taxonomy)
    const rw = Object.values(fromFiles.counts.reading_writing ?? {}).flatMap((cell) => Object.values(cell))
    expect(table).toContain(`Reading and Writing: ${rw.reduce((a, b) => a + b, 0)} items`)
    expect(table).toMatch(/fewest per skill and difficulty: \d+ \(target: at least 24\): met/)
    expect(table).toMatch(/fewest per skill and difficulty: \d+ \(target: at least 8\): met/)
    expect(table).toMatch(/Math: \d+ items \(\d+ with a check/)
    expect(formatStats(statsOfItems([]), taxonomy)).toContain('NOT MET')
  })

  it('finds nothing to write on a second import', async () => {
    const before = await rowOf('m-circ-e02')
    const report = await importBank(db)
    expect(report).toMatchObject({ errors: [], imported: 0, updated: 0, unchanged: bankSize, deactivated: 0 })
    expect(await rowOf('m-circ-e02')).toEqual(before)
  })

  it('updates an edited item in place: same question id and choice ids', async () => {
    const before = await rowOf('m-circ-e01')
    await writeFile(circles, circlesText.replace('A circular running track', 'A round running track'))
    const report = await importBank(db, { dir: bankDir })
    expect(report).toMatchObject({ errors: [], imported: 0, updated: 1, unchanged: bankSize - 1, deactivated: 0 })
    expect(report.files.find((file) => file.file === 'math/circles.yaml')).toMatchObject({
      updated: 1,
      unchanged: circleCount - 1,
    })
    const after = await rowOf('m-circ-e01')
    expect(after!.stem).toContain('A round running track')
    expect(after!.id).toBe(before!.id)
    expect(after!.choices).toEqual(before!.choices)
    expect(after!.contentHash).not.toBe(before!.contentHash)
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime())
  })

  it('deactivates an item removed from the bank, never deleting it, and brings it back', async () => {
    const doc = parse(await readFile(circles, 'utf8')) as { items: { id: string }[] }
    await writeFile(circles, stringify({ ...doc, items: doc.items.filter((i) => i.id !== 'm-circ-h02') }))
    // A partial import does not know the whole bank: nothing is deactivated.
    expect(await importBank(db, { dir: bankDir, files: ['math/circles.yaml'] })).toMatchObject({
      unchanged: circleCount - 1,
      deactivated: 0,
    })
    expect((await rowOf('m-circ-h02'))!.active).toBe(true)
    const report = await importBank(db, { dir: bankDir })
    expect(report).toMatchObject({ errors: [], unchanged: bankSize - 1, deactivated: 1 })
    expect((await rowOf('m-circ-h02'))!.active).toBe(false)
    expect(await importBank(db, { dir: bankDir })).toMatchObject({ unchanged: bankSize - 1, deactivated: 0 })

    await writeFile(circles, circlesText)
    const restored = await importBank(db, { dir: bankDir })
    expect(restored).toMatchObject({ errors: [], imported: 0, updated: 2, unchanged: bankSize - 2, deactivated: 0 })
    expect((await rowOf('m-circ-h02'))!.active).toBe(true)
    expect((await rowOf('m-circ-e01'))!.stem).toContain('A circular running track')
  })

  it('imports nothing from a file with errors, and the good files of the same run', async () => {
    await writeFile(
      path.join(bankDir, 'math/zz-bad.yaml'),
      mathFile('linear_functions', [item('t-bad-01'), item('t-bad-02', '2 + 3')]),
    )
    await writeFile(
      path.join(bankDir, 'math/zz-good.yaml'),
      mathFile('linear_functions', [item('t-good-01'), item('t-good-02')]),
    )
    // An existing file whose edit is fine for one item and wrong for another changes nothing.
    await writeFile(
      circles,
      circlesText
        .replace('A circular running track', 'A round track')
        .replace('check: Math.sqrt(49)', 'check: Math.sqrt(48)'),
    )
    const report = await importBank(db, {
      dir: bankDir,
      files: ['math/zz-bad.yaml', path.join(bankDir, 'math/zz-good.yaml'), 'math/circles.yaml'],
    })
    expect(report.files).toEqual([
      {
        file: 'math/zz-bad.yaml',
        items: 2,
        imported: 0,
        updated: 0,
        unchanged: 0,
        errors: [{ file: 'math/zz-bad.yaml', item: 't-bad-02', reason: 'check: evaluates to 5 but answer.value is 4' }],
      },
      { file: 'math/zz-good.yaml', items: 2, imported: 2, updated: 0, unchanged: 0, errors: [] },
      {
        file: 'math/circles.yaml',
        items: circleCount,
        imported: 0,
        updated: 0,
        unchanged: 0,
        errors: [
          {
            file: 'math/circles.yaml',
            item: 'm-circ-e02',
            reason: 'check: evaluates to 6.92820323 but answer.value is 7',
          },
        ],
      },
    ])
    expect(report.errors).toHaveLength(2)
    const imported = await db
      .select({ bankId: questions.bankId, origin: questions.origin })
      .from(questions)
      .where(inArray(questions.bankId, ['t-bad-01', 't-bad-02', 't-good-01', 't-good-02']))
    expect(imported.sort((a, b) => a.bankId.localeCompare(b.bankId))).toEqual([
      { bankId: 't-good-01', origin: 'math/zz-good.yaml' },
      { bankId: 't-good-02', origin: 'math/zz-good.yaml' },
    ])
    expect((await rowOf('m-circ-e01'))!.stem).toContain('A circular running track')
    await writeFile(circles, circlesText)
  })

  it('rejects an id already used by another file: the later file is in error', async () => {
    await writeFile(
      path.join(bankDir, 'math/zz-dup.yaml'),
      mathFile('linear_functions', [item('t-dup-01'), item('m-circ-e02')]),
    )
    const partial = await importBank(db, { dir: bankDir, files: ['math/zz-dup.yaml'] })
    expect(partial.errors).toEqual([
      { file: 'math/zz-dup.yaml', item: 'm-circ-e02', reason: 'id: "m-circ-e02" is already used in math/circles.yaml' },
    ])
    const whole = await importBank(db, { dir: bankDir })
    expect(whole.errors).toContainEqual(partial.errors[0])
    expect(whole.files.filter((file) => file.errors.length).map((file) => file.file)).toEqual([
      'math/zz-bad.yaml',
      'math/zz-dup.yaml',
    ])
    expect(await rowOf('t-dup-01')).toBeUndefined()
    expect((await rowOf('m-circ-e02'))!.origin).toBe('math/circles.yaml')
    // zz-bad.yaml still fails, so its items are not in the database; its ids are in a file, so nothing is deactivated.
    expect(whole).toMatchObject({ imported: 0, updated: 0, unchanged: bankSize + 2, deactivated: 0 })
  })

  it('reports a missing file', async () => {
    const report = await importBank(db, { files: ['math/missing.yaml'] })
    expect(report.errors).toEqual([{ file: 'math/missing.yaml', item: null, reason: 'file not found' }])
  })
})
