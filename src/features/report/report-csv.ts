import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { plainMathText } from '~/features/quiz'
import type { Report } from './api/report'
import { formatClock } from './report-format'
import {
  answerStatusName,
  correctAnswer,
  difficultyName,
  endName,
  kindName,
  learnerAnswer,
  pointsTotalName,
  statusHeading,
  subjectName,
} from './report-labels'

/**
 * The report as a CSV file, built in the browser (nothing is sent anywhere): UTF-8 with a byte
 * order mark (so spreadsheet programs read Arabic right), CRLF line ends and RFC 4180 quoting.
 * First a header row and one row per question, then a blank line and the summary as label/value
 * lines. Words are in the page's language; numbers stay plain (`68%`, `15:12`, ISO dates) so a
 * spreadsheet reads them as numbers.
 */

export const CSV_BOM = '\uFEFF'
const CRLF = '\r\n'

/** Cells a spreadsheet would run as a formula (or that hide one behind a tab or CR). */
const FORMULA_START = /^[=+\-@\t\r]/
/** Cells that need quotes: a delimiter, a quote or a line break inside. */
const NEEDS_QUOTES = /[",\r\n]/

/** Numbers, decimals or fractions (answers such as `-3/2`), one or a list (`-1.5 / -3/2`), and nothing else. */
const NUMBER = String.raw`-?(?:\d+(?:\.\d+)?|\.\d+)(?:/\d+)?`
const NUMBERS = new RegExp(`^${NUMBER}(?: / ${NUMBER})*$`)

/**
 * One cell: a negative number starts with the minus sign (U+2212), which reads the same and which
 * no spreadsheet runs (issue 16: `'-2` showed its quote mark); any other leading `=`, `+`, `-`, `@`,
 * tab or CR gets a `'` before it (OWASP's CSV injection advice). Then the cell is quoted when it
 * holds a comma, a quote or a line break, its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (NUMBERS.test(text)) text = text.replace(/(^| )-/g, '$1\u2212')
  else if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows to a CSV file's text: BOM first, every line ended by CRLF. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(',') + CRLF).join('')
}

/** `report-<quiz id>.csv`; an id is opaque, so anything but letters, digits, `_` and `-` becomes `_`. */
export const reportCsvFileName = (quizId: string) => `report-${quizId.replace(/[^A-Za-z0-9_-]/g, '_')}.csv`

const header = [
  msg`Question number`,
  msg`Domain`,
  msg`Skill`,
  msg`Difficulty`,
  msg`Result`,
  msg`Your answer`,
  msg`Correct answer`,
  msg`Points earned`,
  msg`Question`,
  msg`Explanation`,
]

const plainPercent = (percentage: number) => `${percentage}%`

/** The whole file for `report`, its words in `i18n`'s active language. */
export function reportCsv(report: Report, i18n: I18n): string {
  const { summary } = report
  const questions = report.questions.map((question) => [
    question.position,
    question.domain.name,
    question.skill.name,
    i18n._(difficultyName[question.difficulty]),
    i18n._(answerStatusName[question.answer.status]),
    // Formulas as a reader writes them (`$60`, `3/4`, `x²`), not TeX (issue 16).
    plainMathText(learnerAnswer(question) ?? ''),
    plainMathText(correctAnswer(question)),
    question.points_earned,
    plainMathText(question.stem),
    plainMathText(question.key.explanation),
  ])

  const lines: [string, string | number][] = [
    [i18n._(msg`Report`), i18n._(statusHeading[report.status_code])],
    [i18n._(msg`Quiz type`), i18n._(kindName[report.kind])],
    [i18n._(msg`Quiz ID`), report.quiz_id],
    ...(report.system ? [[i18n._(msg`System`), report.system] as [string, string]] : []),
    [i18n._(msg`Subject`), i18n._(subjectName[report.subject])],
    ...(report.domain ? [[i18n._(msg`Domain`), report.domain.name] as [string, string]] : []),
    [i18n._(msg`Status`), i18n._(endName[report.status])],
    [i18n._(msg`Started at`), report.started_at],
    [i18n._(msg`Completed at`), report.completed_at],
    [i18n._(msg`Score`), plainPercent(summary.percentage)],
    [i18n._(msg`Correct answers`), summary.correct],
    [i18n._(msg`Wrong answers`), summary.wrong],
    [i18n._(msg`Unanswered`), summary.unanswered],
    [i18n._(msg`Skipped questions`), summary.skipped],
    [i18n._(msg`Total questions`), summary.total],
    [i18n._(msg`Time used`), formatClock(summary.duration_seconds, 'en')],
    ...(summary.time_limit_seconds === null
      ? []
      : [[i18n._(msg`Time limit`), formatClock(summary.time_limit_seconds, 'en')] as [string, string]]),
    [i18n._(msg`Points collected`), report.points.earned],
    [i18n._(pointsTotalName[report.points.category]), report.points.category_total],
    ...(report.estimated_score
      ? [
          [i18n._(msg`Estimated section score (200–800 scale, an estimate)`), report.estimated_score.score] as [
            string,
            number,
          ],
        ]
      : []),
  ]

  return toCsv([header.map((label) => i18n._(label)), ...questions, [], ...lines])
}
