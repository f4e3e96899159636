import { answerAs, defineGenerator, m, mistake, num, ratioTex, right } from './build'
import { frac } from './fraction'
import type { Random } from './random'

/**
 * Probability from a two-way table (a plain-text table in the passage).
 * easy: P(column) for a randomly chosen person.
 * medium: P(column | row), a conditional probability.
 * hard: P(row | not column), which needs a complement of a total; student-produced.
 */
export interface ProbabilityParams {
  theme: number
  /** cells[row][column], two rows and three columns. */
  cells: number[][]
  row: number
  column: number
}

const THEMES: readonly {
  who: string
  rowTitle: string
  rows: [string, string]
  columns: [string, string, string]
  intro: string
}[] = [
  {
    who: 'student',
    rowTitle: 'Grade',
    rows: ['Grade 10', 'Grade 11'],
    columns: ['Walks', 'Bikes', 'Takes the bus'],
    intro: 'The table shows how the students in two grades of a school travel to school.',
  },
  {
    who: 'club member',
    rowTitle: 'Membership',
    rows: ['New members', 'Returning members'],
    columns: ['Chess', 'Robotics', 'Debate'],
    intro: 'The table shows the activity that each member of a youth club chose for this season.',
  },
  {
    who: 'survey respondent',
    rowTitle: 'Age group',
    rows: ['Under 30', '30 and over'],
    columns: ['Morning', 'Afternoon', 'Evening'],
    intro: 'The table shows the preferred time of day for a fitness class among the people who answered a survey.',
  },
]

function draw(random: Random): ProbabilityParams {
  const cells = [0, 1].map(() => [0, 1, 2].map(() => random.int(3, 40)))
  return { theme: random.int(0, THEMES.length - 1), cells, row: random.int(0, 1), column: random.int(0, 2) }
}

export const probabilityTable = defineGenerator({
  key: 'prob',
  domain: 'problem_solving_and_data_analysis',
  skill: 'probability',
  draw,
  build(p, difficulty) {
    const theme = THEMES[p.theme]!
    const { cells, row, column } = p
    const rowTotals = cells.map((r) => r.reduce((a, b) => a + b, 0))
    const columnTotals = [0, 1, 2].map((c) => cells[0]![c]! + cells[1]![c]!)
    const total = rowTotals[0]! + rowTotals[1]!
    const cell = cells[row]![column]!
    const rowName = theme.rows[row]!
    const passage = [
      `${theme.rowTitle} | ${theme.columns.join(' | ')} | Total`,
      ...theme.rows.map((name, r) => `${name} | ${cells[r]!.join(' | ')} | ${rowTotals[r]}`),
      `Total | ${columnTotals.join(' | ')} | ${total}`,
    ].join('\n')
    if (difficulty === 'easy') {
      const key = frac(columnTotals[column]!, total)
      return {
        passage,
        stem: `${theme.intro} If one ${theme.who} is chosen at random, what is the probability that the ${theme.who}'s choice is "${theme.columns[column]}"?`,
        explanation: `Of the ${m(num(total))} people in the table, ${m(num(columnTotals[column]!))} are in the "${theme.columns[column]}" column, so the probability is ${m(ratioTex(columnTotals[column]!, total))}.`,
        explanationAr: `من بين ${m(num(total))} شخصاً في الجدول، يقع ${m(num(columnTotals[column]!))} في العمود "${theme.columns[column]}"، فالاحتمال ${m(ratioTex(columnTotals[column]!, total))}.`,
        check: `${columnTotals[column]} / ${total}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              frac(cell, total),
              `This counts only the row "${rowName}" of the column "${theme.columns[column]}"; the question is about everyone in the table.`,
              `هنا عُدّ أفراد الصف "${rowName}" وحده من العمود "${theme.columns[column]}"، والسؤال عن جميع من في الجدول.`,
            ),
            mistake(
              frac(columnTotals[column]!, rowTotals[row]!),
              `This divides the column total by the total of the row "${rowName}" instead of the grand total ${m(num(total))}.`,
              `هنا قُسم مجموع العمود على مجموع الصف "${rowName}" بدلاً من المجموع الكلي ${m(num(total))}.`,
            ),
            mistake(
              frac(total - columnTotals[column]!, total),
              `This is the probability that the choice is not "${theme.columns[column]}", the complement.`,
              `هذا احتمال ألا يكون الاختيار "${theme.columns[column]}"، أي الحدث المتمم.`,
            ),
            mistake(
              frac(cell, columnTotals[column]!),
              `This is the share of the row "${rowName}" within the column, a conditional probability, not the one asked.`,
              `هذه نسبة الصف "${rowName}" داخل العمود، وهو احتمال شرطي غير المطلوب.`,
            ),
          ],
          'number',
          false,
          right(
            `${m(num(columnTotals[column]!))} of the ${m(num(total))} people chose "${theme.columns[column]}".`,
            `اختار ${m(num(columnTotals[column]!))} من أصل ${m(num(total))} شخصاً "${theme.columns[column]}".`,
          ),
        ),
      }
    }
    if (difficulty === 'medium') {
      const key = frac(cell, rowTotals[row]!)
      return {
        passage,
        stem: `${theme.intro} If one of the ${theme.who}s in the row "${rowName}" is chosen at random, what is the probability that the ${theme.who}'s choice is "${theme.columns[column]}"?`,
        explanation: `Only the row "${rowName}" matters: it has ${m(num(rowTotals[row]!))} ${theme.who}s, and ${m(num(cell))} of them chose "${theme.columns[column]}". The probability is ${m(ratioTex(cell, rowTotals[row]!))}.`,
        explanationAr: `الاختيار محصور في الصف "${rowName}" وحده: فيه ${m(num(rowTotals[row]!))} فرداً، اختار ${m(num(cell))} منهم "${theme.columns[column]}". إذن الاحتمال ${m(ratioTex(cell, rowTotals[row]!))}.`,
        check: `${cell} / ${rowTotals[row]}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              frac(cell, total),
              `This divides by the grand total ${m(num(total))}; the person is chosen from the row "${rowName}" only.`,
              `هنا القسمة على المجموع الكلي ${m(num(total))}، مع أن الاختيار من الصف "${rowName}" وحده.`,
            ),
            mistake(
              frac(cell, columnTotals[column]!),
              `This divides by the column total: it is the probability of being in "${rowName}" given the choice "${theme.columns[column]}", the reverse condition.`,
              `هنا القسمة على مجموع العمود، فهذا احتمال الانتماء إلى "${rowName}" بشرط الاختيار "${theme.columns[column]}"، أي الشرط المعكوس.`,
            ),
            mistake(
              frac(rowTotals[row]!, total),
              `This is the probability of being in the row "${rowName}", not of choosing "${theme.columns[column]}".`,
              `هذا احتمال الانتماء إلى الصف "${rowName}"، لا احتمال اختيار "${theme.columns[column]}".`,
            ),
            mistake(
              frac(rowTotals[row]! - cell, rowTotals[row]!),
              `This is the probability that the choice is not "${theme.columns[column]}" within the row, the complement.`,
              `هذا احتمال ألا يكون الاختيار "${theme.columns[column]}" داخل الصف، أي الحدث المتمم.`,
            ),
          ],
          'number',
          false,
          right(
            `${m(num(cell))} of the ${m(num(rowTotals[row]!))} in the row "${rowName}" chose "${theme.columns[column]}".`,
            `اختار ${m(num(cell))} من أصل ${m(num(rowTotals[row]!))} في الصف "${rowName}" الخيار "${theme.columns[column]}".`,
          ),
        ),
      }
    }
    const others = total - columnTotals[column]!
    const inRow = rowTotals[row]! - cell
    const key = frac(inRow, others)
    return {
      passage,
      stem: `${theme.intro} A ${theme.who} whose choice is not "${theme.columns[column]}" is chosen at random. What is the probability that this ${theme.who} is in the row "${rowName}"?`,
      explanation: `${theme.who.charAt(0).toUpperCase() + theme.who.slice(1)}s whose choice is not "${theme.columns[column]}": ${m(`${num(total)} - ${num(columnTotals[column]!)} = ${num(others)}`)}. Of these, the row "${rowName}" has ${m(`${num(rowTotals[row]!)} - ${num(cell)} = ${num(inRow)}`)}. The probability is ${m(ratioTex(inRow, others))}.`,
      explanationAr: `عدد الأفراد الذين لم يختاروا "${theme.columns[column]}" هو ${m(`${num(total)} - ${num(columnTotals[column]!)} = ${num(others)}`)}. ومن بين هؤلاء يضم الصف "${rowName}" ${m(`${num(rowTotals[row]!)} - ${num(cell)} = ${num(inRow)}`)}. إذن الاحتمال ${m(ratioTex(inRow, others))}.`,
      check: `(${rowTotals[row]} - ${cell}) / (${total} - ${columnTotals[column]})`,
      answer: answerAs('student_produced', key, []),
    }
  },
})
