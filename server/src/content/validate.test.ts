import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { isAcceptedResponse, parseResponse } from '../../../common/answers/student-response'
import { listBankFiles } from './bank-files'
import { coverageGaps, statsOfItems } from './bank-stats'
import { contentDir, taxonomy } from './taxonomy'
import type { ContentItem, StudentProducedAnswer } from './types'
import { evaluateCheck, unsafeCheckReason } from './check-expression'
import { sameNumber } from './raw-values'
import { validateBankFile, type ContentError } from './validate'

const bank = listBankFiles().map((file) => ({
  file,
  ...validateBankFile(file, readFileSync(path.join(contentDir, file), 'utf8'), taxonomy),
}))
const items = bank.flatMap((file) => file.items)
const keyValue = (item: ContentItem) =>
  typeof item.answer === 'string' ? item.choices.find((c) => c.label === item.answer)?.value : item.answer.value

describe('the question bank (server/content)', () => {
  it('has one file per skill of the taxonomy, 29 in all', () => {
    const skills = taxonomy.subjects.flatMap((s) =>
      s.domains.flatMap((d) => d.skills.map((k) => `${s.id === 'math' ? 'math' : 'reading-writing'}/${k.id}.yaml`)),
    )
    expect(bank.map((file) => file.file)).toEqual([...skills].sort())
    for (const file of bank) for (const item of file.items) expect(file.file).toContain(`/${item.skill}.yaml`)
  })

  it.each(bank.map((file) => [file.file, file] as const))('%s validates with no errors', (_, file) => {
    expect(file.errors).toEqual([])
  })

  it('has at least 720 Reading and Writing and 456 Math items, whose ids are unique across the bank', () => {
    expect(items.filter((item) => item.subject === 'reading_writing').length).toBeGreaterThanOrEqual(720)
    expect(items.filter((item) => item.subject === 'math').length).toBeGreaterThanOrEqual(456)
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
  })

  it('meets the coverage targets: Reading and Writing 24, Math 8 per skill and difficulty', () => {
    const stats = statsOfItems(items)
    expect(coverageGaps(stats, taxonomy)).toEqual([])
    const rw = taxonomy.subject('reading_writing')!.domains.flatMap((d) => d.skills)
    const math = taxonomy.subject('math')!.domains.flatMap((d) => d.skills)
    expect([rw.length, math.length]).toEqual([10, 19])
    for (const skill of rw)
      for (const difficulty of ['easy', 'medium', 'hard'] as const)
        expect(stats.counts.reading_writing?.[skill.id]?.[difficulty] ?? 0).toBeGreaterThanOrEqual(24)
    for (const skill of math)
      for (const difficulty of ['easy', 'medium', 'hard'] as const)
        expect(stats.counts.math?.[skill.id]?.[difficulty] ?? 0).toBeGreaterThanOrEqual(8)
  })

  it('gives every multiple-choice item four distinct options A-D and exactly one key', () => {
    const multipleChoice = items.filter((item) => item.format === 'multiple_choice')
    expect(multipleChoice.length).toBeGreaterThan(300)
    for (const item of multipleChoice) {
      expect(
        item.choices.map((c) => c.label),
        item.id,
      ).toEqual(['A', 'B', 'C', 'D'])
      expect(new Set(item.choices.map((c) => c.text.trim())).size, item.id).toBe(4)
      expect(
        item.choices.filter((c) => c.label === item.answer),
        item.id,
      ).toHaveLength(1)
    }
  })

  it('recomputes the key of every Math item with a numeric answer from its check', () => {
    const numeric = items.filter(
      (item) =>
        item.subject === 'math' &&
        (item.format === 'student_produced' || item.choices.some((choice) => choice.value !== undefined)),
    )
    expect(numeric.length).toBeGreaterThan(100)
    for (const item of numeric) {
      expect(item.check, item.id).toBeDefined()
      const result = evaluateCheck(item.check!)
      expect(result, item.id).toHaveProperty('value')
      const value = (result as { value: number }).value
      expect(sameNumber(value, keyValue(item)!), `${item.id}: ${item.check} = ${value}`).toBe(true)
      for (const choice of item.choices)
        if (choice.label !== item.answer) expect(sameNumber(choice.value!, value), item.id).toBe(false)
    }
  })

  it('accepts every listed form of a student-produced answer, and the equivalent forms of its value', () => {
    const produced = items.filter((item) => item.format === 'student_produced')
    expect(produced.length).toBeGreaterThan(40)
    for (const item of produced) {
      const answer = item.answer as StudentProducedAnswer
      const byValue = { value: answer.value, accepted: [] }
      for (const form of answer.accepted) {
        expect(parseResponse(form), `${item.id} ${form}`).toBeDefined()
        expect(isAcceptedResponse(form, byValue), `${item.id} ${form}`).toBe(true)
        // An exact form written another way earns the point too: 3/8 = 6/16 = .375 = 0.375.
        if (!sameNumber(parseResponse(form)!, answer.value)) continue
        const [top, bottom] = form.replace('-', '').split('/')
        const sign = form.startsWith('-') ? '-' : ''
        const equivalents = bottom ? [`${sign}${Number(top) * 2}/${Number(bottom) * 2}`] : [`${sign}${Number(top)}`]
        const decimal = String(answer.value).replace(/^(-?)0\./, '$1.')
        if (decimal.length <= (answer.value < 0 ? 6 : 5)) equivalents.push(decimal)
        for (const equivalent of equivalents)
          if (parseResponse(equivalent) !== undefined)
            expect(isAcceptedResponse(equivalent, answer), `${item.id} ${equivalent}`).toBe(true)
      }
    }
  })
})

// Small files written here, each with one fault.
const rationale = () => ({ en: 'Why this choice is right or wrong.', ar: 'لماذا كان هذا الخيار صحيحًا أو خاطئًا.' })
const rationales = () => ({ A: rationale(), B: rationale(), C: rationale(), D: rationale() })
const rwItem = () => ({
  id: 'rw-test-e01',
  difficulty: 'easy',
  format: 'multiple_choice',
  passage:
    'A small town library began lending garden tools along with books. Within a year, the number of residents ' +
    'holding library cards rose sharply, and many of the new members said they had first come in for a rake or a hoe.',
  stem: 'Which choice best states the main idea of the text?',
  choices: [
    { label: 'A', text: 'Lending tools brought new members to the library.' },
    { label: 'B', text: 'Residents prefer tools to books.' },
    { label: 'C', text: 'The library stopped lending books.' },
    { label: 'D', text: 'Gardening became popular in the town.' },
  ],
  answer: 'A',
  explanation: 'Choice A is right because new members came in for tools.',
  explanation_ar: 'الخيار A هو الصحيح لأن الأعضاء الجدد جاؤوا من أجل الأدوات.',
  rationales: rationales(),
  author: 'Test author',
  source: 'original',
  review_status: 'reviewed',
})
const mathItem = () => ({
  id: 'm-test-e01',
  difficulty: 'easy',
  format: 'multiple_choice',
  stem: 'What is \\(3 \\times 4 + 2\\)?',
  choices: [
    { label: 'A', text: '\\(12\\)', value: 12 },
    { label: 'B', text: '\\(14\\)', value: 14 },
    { label: 'C', text: '\\(18\\)', value: 18 },
    { label: 'D', text: '\\(20\\)', value: 20 },
  ],
  answer: 'B',
  check: '3 * 4 + 2',
  explanation: 'Multiply first: \\(12 + 2 = 14\\).',
  explanation_ar: 'اضرب أولًا: \\(12 + 2 = 14\\).',
  rationales: rationales(),
  author: 'Test author',
  source: 'original',
  review_status: 'draft',
})
const producedItem = () => ({
  id: 'm-test-e02',
  difficulty: 'medium',
  format: 'student_produced',
  stem: 'What is \\(1 \\div 4\\)?',
  answer: { value: 0.25, accepted: ['1/4', '.25', '0.25'] },
  check: '1 / 4',
  explanation: 'One fourth is \\(0.25\\).',
  explanation_ar: 'الربع يساوي \\(0.25\\).',
  author: 'Test author',
  source: 'original',
  review_status: 'reviewed',
})
const rwHeader = { version: 1, subject: 'reading_writing', domain: 'information_and_ideas', skill: 'inferences' }
const mathHeader = { version: 1, subject: 'math', domain: 'algebra', skill: 'linear_functions' }

function run(header: object, ...fileItems: object[]) {
  const file = (header as { subject: string }).subject === 'math' ? 'math/t.yaml' : 'reading-writing/t.yaml'
  return validateBankFile(file, stringify({ ...header, items: fileItems }), taxonomy)
}
const reasons = (errors: ContentError[]) => errors.map((error) => `${error.item ?? '-'}: ${error.reason}`)

describe('validateBankFile', () => {
  it('accepts well-formed items and maps them to the stored shape', () => {
    const rw = run(rwHeader, rwItem())
    expect(rw.errors).toEqual([])
    expect(rw.items[0]).toMatchObject({
      id: 'rw-test-e01',
      subject: 'reading_writing',
      domain: 'information_and_ideas',
      skill: 'inferences',
      publicSample: false,
      figureSvg: null,
      reviewStatus: 'reviewed',
      source: 'original',
      answer: 'A',
    })
    const math = run(mathHeader, { ...mathItem(), public_sample: true }, producedItem())
    expect(math.errors).toEqual([])
    expect(math.items.map((item) => [item.publicSample, item.passage, item.check, item.answer])).toEqual([
      [true, null, '3 * 4 + 2', 'B'],
      [false, null, '1 / 4', { value: 0.25, accepted: ['1/4', '.25', '0.25'] }],
    ])
  })

  it('maps the Arabic explanation, the rationales by label, a table, a reviewer difficulty and underlines', () => {
    const { items: valid, errors } = run(rwHeader, {
      ...rwItem(),
      passage: `${rwItem().passage} [[Membership kept rising the next year.]]`,
      explanation_ar: 'الخيار A هو الصحيح لأن الأعضاء الجدد جاؤوا من أجل "a rake or a hoe".',
      rationales: rationales(),
      table: {
        title: 'Library cards',
        columns: ['Year', 'Cards'],
        rows: [
          [2023, 410],
          ['2024', '655'],
        ],
      },
      irt_b: 0.4,
    })
    expect(errors).toEqual([])
    expect(valid[0]).toMatchObject({
      explanationAr: 'الخيار A هو الصحيح لأن الأعضاء الجدد جاؤوا من أجل "a rake or a hoe".',
      rationales: { A: rationale(), D: rationale() },
      table: {
        title: 'Library cards',
        columns: ['Year', 'Cards'],
        rows: [
          ['2023', '410'],
          ['2024', '655'],
        ],
      },
      irtB: 0.4,
    })
    const plain = run(rwHeader, rwItem()).items[0]!
    expect([plain.table, plain.irtB]).toEqual([null, null])
  })

  it('reports a YAML syntax error with its line', () => {
    const { items, errors } = validateBankFile('math/t.yaml', 'version: 1\nitems:\n  - id: a: b\n', taxonomy)
    expect(items).toEqual([])
    expect(errors).toEqual([{ file: 'math/t.yaml', item: null, reason: expect.stringMatching(/^YAML: .* at line 3/) }])
  })

  it('checks the header against the taxonomy', () => {
    expect(reasons(run({ ...rwHeader, skill: 'nope' }, rwItem()).errors)).toEqual([
      '-: skill: "nope" is not a skill of the taxonomy',
    ])
    expect(reasons(run({ ...mathHeader, skill: 'circles' }, mathItem()).errors)).toEqual([
      '-: skill: "circles" belongs to the domain geometry_and_trigonometry, not to algebra',
    ])
    expect(reasons(run({ ...mathHeader, domain: 'craft_and_structure' }, mathItem()).errors)).toContain(
      '-: domain: "craft_and_structure" belongs to reading_writing, not to math',
    )
    expect(reasons(run({ ...mathHeader, version: 2 }, mathItem()).errors)).toEqual(['-: version: expected 1, got 2'])
    expect(reasons(run(mathHeader).errors)).toEqual(['-: items: expected a non-empty list of items'])
    const misplaced = validateBankFile('math/t.yaml', stringify({ ...rwHeader, items: [rwItem()] }), taxonomy)
    expect(reasons(misplaced.errors)).toEqual(['-: subject: files in math/ must be math, got reading_writing'])
  })

  const cases: [string, object, () => object, string | RegExp][] = [
    [
      'wrong choice count',
      rwHeader,
      () => ({ ...rwItem(), choices: rwItem().choices.slice(0, 3) }),
      'choices: expected 4 choices labelled A, B, C, D in order, got 3',
    ],
    [
      'labels out of order',
      rwHeader,
      () => ({ ...rwItem(), choices: rwItem().choices.map((c, i) => ({ ...c, label: 'BACD'[i] })) }),
      'choices: expected 4 choices labelled A, B, C, D in order, got B, A, C, D',
    ],
    [
      'duplicate choice texts',
      rwHeader,
      () => ({
        ...rwItem(),
        choices: rwItem().choices.map((c) => (c.label === 'C' ? { ...c, text: ` ${rwItem().choices[0]!.text} ` } : c)),
      }),
      'choices: A and C have the same text "Lending tools brought new members to the library."',
    ],
    [
      'an empty choice',
      rwHeader,
      () => ({ ...rwItem(), choices: [...rwItem().choices.slice(0, 3), { label: 'D', text: ' ' }] }),
      'choices: choice D has no text',
    ],
    ['answer not in A-D', rwHeader, () => ({ ...rwItem(), answer: 'E' }), 'answer: "E" is not one of A-D'],
    [
      'passage too short',
      rwHeader,
      () => ({ ...rwItem(), passage: 'One two three four five six seven eight nine ten eleven twelve.' }),
      'passage: 12 words, at least 25',
    ],
    [
      'passage too long',
      rwHeader,
      () => ({ ...rwItem(), passage: 'word '.repeat(161) }),
      'passage: 161 words, at most 150',
    ],
    [
      'no passage in Reading and Writing',
      rwHeader,
      () => ({ ...rwItem(), passage: undefined }),
      'passage: required for Reading and Writing',
    ],
    [
      'student_produced in Reading and Writing',
      rwHeader,
      () => ({ ...producedItem(), passage: rwItem().passage, check: undefined }),
      'format: student_produced is only allowed in math',
    ],
    [
      'a check in Reading and Writing',
      rwHeader,
      () => ({ ...rwItem(), check: '1 + 1' }),
      'check: only Math items have a check',
    ],
    [
      'a check that disagrees with the key',
      mathHeader,
      () => ({ ...mathItem(), check: '3 * 4' }),
      "check: evaluates to 12 but the key's value is 14",
    ],
    [
      'a check that disagrees with answer.value',
      mathHeader,
      () => ({ ...producedItem(), check: '1 / 5' }),
      'check: evaluates to 0.2 but answer.value is 0.25',
    ],
    [
      'an unsafe check',
      mathHeader,
      () => ({ ...mathItem(), check: 'process.exit()' }),
      /^check: "process\.exit" is not allowed/,
    ],
    [
      'a check reaching past Math',
      mathHeader,
      () => ({ ...mathItem(), check: 'Math.constructor' }),
      /^check: "Math\.constructor" is not allowed/,
    ],
    ['a check with a string', mathHeader, () => ({ ...mathItem(), check: "'14'" }), /^check: "'" is not allowed/],
    [
      'a check that does not parse',
      mathHeader,
      () => ({ ...mathItem(), check: '3 * (4 + 2' }),
      /^check: cannot be evaluated/,
    ],
    [
      'a numeric key without a check',
      mathHeader,
      () => ({ ...mathItem(), check: undefined }),
      "check: required when the choices have values (an expression that recomputes the key's value)",
    ],
    [
      'a student-produced answer without a check',
      mathHeader,
      () => ({ ...producedItem(), check: undefined }),
      /^check: required for a student_produced item/,
    ],
    [
      'a wrong choice with the key value',
      mathHeader,
      () => ({
        ...mathItem(),
        choices: mathItem().choices.map((c) => (c.label === 'D' ? { ...c, text: '\\(7 \\times 2\\)', value: 14 } : c)),
      }),
      'choices: B and D have the same value 14',
    ],
    [
      'a non-numeric value',
      mathHeader,
      () => ({ ...mathItem(), choices: mathItem().choices.map((c) => (c.label === 'A' ? { ...c, value: '12' } : c)) }),
      'choices: the value of choice A must be a number, got "12"',
    ],
    [
      'a value that contradicts its text',
      mathHeader,
      () => ({ ...mathItem(), choices: mathItem().choices.map((c) => (c.label === 'C' ? { ...c, value: 19 } : c)) }),
      'choices: choice C reads 18 but its value is 19',
    ],
    [
      'numbers without values',
      mathHeader,
      () => ({
        ...mathItem(),
        check: undefined,
        choices: mathItem().choices.map(({ label, text }) => ({ label, text })),
      }),
      'choices: every option is a number; give each a value and the item a check',
    ],
    [
      'a mixed number among accepted forms',
      mathHeader,
      () => ({ ...producedItem(), check: '7 / 2', answer: { value: 3.5, accepted: ['7/2', '3 1/2'] } }),
      /^answer: accepted form "3 1\/2" cannot be entered/,
    ],
    [
      'an accepted form of another value',
      mathHeader,
      () => ({ ...producedItem(), answer: { value: 0.25, accepted: ['1/4', '.2'] } }),
      'answer: accepted form ".2" is not the value 0.25',
    ],
    [
      'a too-long accepted form',
      mathHeader,
      () => ({ ...producedItem(), check: '2 / 3', answer: { value: 2 / 3, accepted: ['0.6667'] } }),
      /^answer: accepted form "0.6667" cannot be entered/,
    ],
    [
      'an unquoted number among accepted forms',
      mathHeader,
      () => ({ ...producedItem(), answer: { value: 0.25, accepted: [0.25] } }),
      /^answer: accepted form 0.25 must be text/,
    ],
    [
      'choices on a student-produced item',
      mathHeader,
      () => ({ ...producedItem(), choices: mathItem().choices }),
      'choices: a student_produced item has no choices',
    ],
    [
      'a figure with a script',
      mathHeader,
      () => ({ ...mathItem(), figure_svg: '<svg viewBox="0 0 10 10"><script>alert(1)</script></svg>' }),
      'figure_svg: must not contain <script',
    ],
    [
      'a figure with an event handler',
      mathHeader,
      () => ({ ...mathItem(), figure_svg: '<svg viewBox="0 0 10 10"><rect onclick="x()"/></svg>' }),
      'figure_svg: must not contain an on...= event attribute',
    ],
    [
      'a figure with a link',
      mathHeader,
      () => ({ ...mathItem(), figure_svg: '<svg viewBox="0 0 10 10"><use href="#a"/></svg>' }),
      'figure_svg: must not contain href (no links or external references)',
    ],
    [
      'a figure without a viewBox',
      mathHeader,
      () => ({ ...mathItem(), figure_svg: '<svg width="10"></svg>' }),
      'figure_svg: must have a viewBox',
    ],
    [
      'a figure that is not an svg',
      mathHeader,
      () => ({ ...mathItem(), figure_svg: '<img src="x.png" viewBox="0">' }),
      'figure_svg: must start with <svg',
    ],
    [
      'a bad id',
      mathHeader,
      () => ({ ...mathItem(), id: 'M_Test' }),
      'id: "M_Test" must match ^[a-z0-9-]{3,40}$ (lower-case letters, digits and -)',
    ],
    [
      'a bad difficulty',
      mathHeader,
      () => ({ ...mathItem(), difficulty: 'tricky' }),
      'difficulty: expected easy, medium or hard, got "tricky"',
    ],
    [
      'an unknown format',
      mathHeader,
      () => ({ ...mathItem(), format: 'essay' }),
      'format: expected multiple_choice or student_produced, got "essay"',
    ],
    ['an empty stem', mathHeader, () => ({ ...mathItem(), stem: '  ' }), 'stem: required, non-empty text'],
    [
      'no explanation',
      mathHeader,
      () => ({ ...mathItem(), explanation: undefined }),
      'explanation: required, non-empty text',
    ],
    ['no author', mathHeader, () => ({ ...mathItem(), author: '' }), 'author: required, non-empty text'],
    [
      'another source',
      mathHeader,
      () => ({ ...mathItem(), source: 'publisher' }),
      'source: must be "original", got "publisher"',
    ],
    [
      'a bad review status',
      mathHeader,
      () => ({ ...mathItem(), review_status: 'approved' }),
      'review_status: expected draft or reviewed, got "approved"',
    ],
    [
      'a non-boolean public_sample',
      mathHeader,
      () => ({ ...mathItem(), public_sample: 'yes' }),
      'public_sample: expected true or false, got "yes"',
    ],
    ['an unknown field', mathHeader, () => ({ ...mathItem(), explaination: 'typo' }), 'unknown field "explaination"'],
    [
      'numeric choices out of ascending order',
      mathHeader,
      () => ({
        ...mathItem(),
        choices: [
          { label: 'A', text: '\\(14\\)', value: 14 },
          { label: 'B', text: '\\(12\\)', value: 12 },
          { label: 'C', text: '\\(18\\)', value: 18 },
          { label: 'D', text: '\\(20\\)', value: 20 },
        ],
        answer: 'A',
      }),
      'choices: numeric choices must ascend from A to D, got 14, 12, 18, 20',
    ],
    [
      'no Arabic explanation',
      mathHeader,
      () => ({ ...producedItem(), explanation_ar: undefined }),
      'explanation_ar: required, the explanation written in Arabic',
    ],
    [
      'no rationales on a multiple-choice item',
      rwHeader,
      () => ({ ...rwItem(), rationales: undefined }),
      'rationales: required, a rationale per choice (A: { en, ar }, B: ..., in English and Arabic)',
    ],
    [
      'a choice without a rationale',
      rwHeader,
      () => ({ ...rwItem(), rationales: { A: rationale(), B: rationale(), C: rationale() } }),
      'rationales: choice D has no rationale',
    ],
    [
      'a rationale for a choice the item does not have',
      rwHeader,
      () => ({ ...rwItem(), rationales: { ...rationales(), E: rationale() } }),
      'rationales: "E" is not a choice of this item',
    ],
    [
      'a rationale without its Arabic',
      rwHeader,
      () => ({ ...rwItem(), rationales: { ...rationales(), B: { en: 'Only English.' } } }),
      'rationales.B.ar: required, non-empty text',
    ],
    [
      'an "Arabic" rationale in English',
      rwHeader,
      () => ({ ...rwItem(), rationales: { ...rationales(), C: { en: 'Wrong.', ar: 'Wrong: this is English.' } } }),
      'rationales.C.ar: has no Arabic letters',
    ],
    [
      'rationales on a student-produced item',
      mathHeader,
      () => ({ ...producedItem(), rationales: rationales() }),
      'rationales: only multiple-choice items have rationales (explain a typed answer in explanation)',
    ],
    [
      'an Arabic explanation that is mostly English',
      rwHeader,
      () => ({ ...rwItem(), explanation_ar: 'Choice A is right because new members came in للأدوات.' }),
      /^explanation_ar: is mostly Latin letters/,
    ],
    [
      'unpaired underline markers',
      rwHeader,
      () => ({ ...rwItem(), passage: `${rwItem().passage} [[The last sentence is not closed.` }),
      'passage: has unbalanced, nested or empty [[...]] underline markers',
    ],
    [
      'a table with a short row',
      rwHeader,
      () => ({ ...rwItem(), table: { title: 'Cards', columns: ['Year', 'Members'], rows: [['2023', 410], ['2024']] } }),
      'table.rows[2]: expected 2 cells (text or numbers)',
    ],
    [
      'a difficulty off the scale',
      rwHeader,
      () => ({ ...rwItem(), irt_b: 7 }),
      'irt_b: expected a number from -3 to 3, got 7',
    ],
  ]
  it.each(cases)('rejects %s, naming the file, the item and the reason', (_, header, item, reason) => {
    const { items: valid, errors } = run(header, item())
    expect(valid).toEqual([])
    expect(errors.length).toBeGreaterThan(0)
    const id = (item() as { id: string }).id
    for (const error of errors) expect(error).toMatchObject({ file: expect.stringMatching(/\/t\.yaml$/), item: id })
    expect(errors.map((error) => error.reason)).toContainEqual(
      typeof reason === 'string' ? reason : expect.stringMatching(reason),
    )
  })

  it('names an item without an id by its position and finds ids used twice in a file', () => {
    const { id: _, ...anonymous } = mathItem()
    expect(reasons(run(mathHeader, mathItem(), anonymous).errors)).toEqual([
      '#2: id: nothing must match ^[a-z0-9-]{3,40}$ (lower-case letters, digits and -)',
    ])
    expect(reasons(run(mathHeader, mathItem(), { ...mathItem(), stem: 'Again?' }).errors)).toEqual([
      'm-test-e01: id: "m-test-e01" is used twice in this file',
    ])
  })

  it('keeps the good items of a file apart from the bad ones, reporting every problem', () => {
    const result = run(mathHeader, mathItem(), { ...producedItem(), answer: 'B', stem: '' })
    expect(result.items.map((item) => item.id)).toEqual(['m-test-e01'])
    expect(reasons(result.errors)).toEqual([
      'm-test-e02: stem: required, non-empty text',
      'm-test-e02: answer: a student_produced item needs { value: <number>, accepted: [<forms>] }, got "B"',
    ])
  })
})

describe('check expressions', () => {
  it('evaluates arithmetic with Math functions', () => {
    expect(evaluateCheck('2 * Math.PI * 9')).toEqual({ value: 18 * Math.PI })
    expect(evaluateCheck('Math.sqrt(5 ** 2 + 12 ** 2) - 5')).toEqual({ value: 8 })
    expect(evaluateCheck('Math.max(1, 2) % 2')).toEqual({ value: 0 })
    expect(evaluateCheck('1 / 0')).toEqual({ error: 'evaluates to Infinity, not a finite number' })
  })

  it('lets nothing but numbers, operators and Math functions through', () => {
    for (const unsafe of [
      'process.exit()',
      'globalThis',
      'this',
      '[].constructor',
      'Math.sqrt.constructor("return process")()',
      'Math.random()',
      '(1).Math',
      'Math . sqrt(4)',
      '`1`',
      '1; 2',
      'x => 1',
      'a = 1',
      '1 ? 2 : 3',
      '1e3',
    ])
      expect(unsafeCheckReason(unsafe), unsafe).toBeDefined()
    for (const safe of ['1 + 2', '(3 - 1) ** 2 / 4 % 3', 'Math.min(1, 2)', 'Math.log2(16) * Math.E', '.5 * 2'])
      expect(unsafeCheckReason(safe), safe).toBeUndefined()
  })
})
