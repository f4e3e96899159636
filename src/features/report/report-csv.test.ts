import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages as arabic } from '../../../locales/ar/messages.po'
import { plainMathText } from '~/features/quiz'
import { CSV_BOM, csvCell, reportCsv, reportCsvFileName, toCsv } from './report-csv'
import { makeReport, reportQuestions } from './report.fixtures'

/** An RFC 4180 reader, to check that what the builder writes reads back cell for cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += char
  }
  if (cell || row.length) throw new Error('The last line has no CRLF')
  return rows
}

const english = setupI18n({ locale: 'en', messages: { en: {} } })
const arabicI18n = setupI18n({ locale: 'ar', messages: { ar: arabic } })

describe('csvCell', () => {
  it('leaves plain text, numbers and Arabic as they are', () => {
    expect(csvCell('Algebra')).toBe('Algebra')
    expect(csvCell(42)).toBe('42')
    expect(csvCell('الجبر المتقدم')).toBe('الجبر المتقدم')
    expect(csvCell(null)).toBe('')
  })

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('3, 4')).toBe('"3, 4"')
    expect(csvCell('the "key" step')).toBe('"the ""key"" step"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"')
  })

  it.each([
    ['=1+2', "'=1+2"],
    ['+201001234567', "'+201001234567"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
  ])('puts a quote mark before a cell a spreadsheet would run: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('prefixes, then quotes, a formula that also holds quotes, commas or a CR', () => {
    expect(csvCell('=HYPERLINK("http://x.test","click")')).toBe('"\'=HYPERLINK(""http://x.test"",""click"")"')
    expect(csvCell('\r=1')).toBe('"\'\r=1"')
  })

  it.each([
    ['-1.5 / -3/2', '\u22121.5 / \u22123/2'],
    ['-2', '\u22122'],
    ['-1.5', '\u22121.5'],
    ['-3/2', '\u22123/2'],
    ['-.25', '\u2212.25'],
  ])('writes a negative answer %j with the minus sign, no quote mark', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('still guards what only starts like a number', () => {
    expect(csvCell('-2+3+cmd|x')).toBe("'-2+3+cmd|x")
    expect(csvCell('-1.5e3')).toBe("'-1.5e3")
  })

  it('does not touch a sign inside the text', () => {
    expect(csvCell('3 - 4 = -1')).toBe('3 - 4 = -1')
  })
})

describe('toCsv', () => {
  it('starts with the byte order mark and ends every line with CRLF', () => {
    const csv = toCsv([
      ['a', 'b'],
      ['c', 'd'],
    ])
    expect(csv).toBe(`${CSV_BOM}a,b\r\nc,d\r\n`)
    // The mark is the three UTF-8 bytes EF BB BF once encoded.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })
})

describe('reportCsv', () => {
  it('has an English header row, one row per question, then the summary', () => {
    const rows = parseCsv(reportCsv(makeReport(), english).slice(1))
    expect(rows[0]).toEqual([
      'Question number',
      'Domain',
      'Skill',
      'Difficulty',
      'Result',
      'Your answer',
      'Correct answer',
      'Points earned',
      'Question',
      'Explanation',
    ])
    expect(rows.slice(1, 7).map((row) => row[0])).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(rows[1]).toEqual([
      '1',
      'Algebra',
      'Linear Equations in Two Variables',
      'Medium',
      'Correct',
      // Formulas as a reader writes them, not TeX (issue 16).
      'B. 5',
      'B. 5',
      '20',
      plainMathText(reportQuestions[0]!.stem),
      plainMathText(reportQuestions[0]!.key.explanation),
    ])
    expect(rows.flat().join(' ')).not.toMatch(/\\[([a-z]/)
    // A wrong student-produced answer; the accepted forms are negative numbers, with the minus sign.
    expect(rows[3]!.slice(4, 8)).toEqual(['Wrong', '3', '\u22121.5 / \u22123/2', '0'])
    // Quotes inside the explanation survive the round trip.
    expect(rows[3]![9]).toContain('"-1.5"')
    expect(rows[4]!.slice(4, 6)).toEqual(['Skipped', ''])
    expect(rows[7]).toEqual([''])
    const summary = Object.fromEntries(rows.slice(8).map(([label, value]) => [label, value]))
    expect(summary).toMatchObject({
      Report: 'Good Job',
      'Quiz type': 'Evaluation',
      'Quiz ID': 'qz_Hc7LmP2xQa9',
      System: 'SAT',
      Subject: 'Math',
      Score: '66%',
      'Correct answers': '4',
      'Total questions': '6',
      'Time used': '3:12',
      'Time limit': '4:30',
      'Points collected': '70',
      'Evaluate points in total': '310',
      'Estimated section score (200–800 scale, an estimate)': '560',
      'Completed at': '2026-09-10T17:03:12Z',
    })
    expect(rows.slice(8).every((row) => row.length === 2)).toBe(true)
  })

  it('leaves out what a report does not have: no time limit, no estimate', () => {
    const practice = makeReport({
      kind: 'practice',
      estimated_score: null,
      summary: { ...makeReport().summary, time_limit_seconds: null },
      points: { earned: 70, category: 'practice', category_total: 900 },
    })
    const labels = parseCsv(reportCsv(practice, english).slice(1)).map((row) => row[0])
    expect(labels).not.toContain('Time limit')
    expect(labels).not.toContain('Estimated section score (200–800 scale, an estimate)')
    expect(labels).toContain('Practice points in total')
  })

  it('writes its words in Arabic and keeps Arabic text intact', () => {
    const report = makeReport({
      status_code: 3,
      questions: reportQuestions.map((question) => ({
        ...question,
        domain: { id: question.domain.id, name: 'الجبر، والدوال' },
      })),
    })
    const csv = reportCsv(report, arabicI18n)
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    const rows = parseCsv(csv.slice(1))
    expect(rows[0]![0]).toBe('رقم السؤال')
    expect(rows[0]![4]).toBe('النتيجة')
    // An Arabic comma is not the delimiter; the text reads back exactly.
    expect(rows[1]![1]).toBe('الجبر، والدوال')
    expect(rows[1]![4]).toBe('صحيحة')
    expect(rows.find((row) => row[0] === 'التقرير')?.[1]).toBe('أحسنت')
    // UTF-8 through and through: encoding and decoding gives the same text back.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new TextEncoder().encode(csv))).toBe(csv)
  })
})

describe('reportCsvFileName', () => {
  it('names the file after the quiz, keeping only safe characters', () => {
    expect(reportCsvFileName('qz_Hc7LmP2xQa9')).toBe('report-qz_Hc7LmP2xQa9.csv')
    expect(reportCsvFileName('../a b')).toBe('report-___a_b.csv')
  })
})
