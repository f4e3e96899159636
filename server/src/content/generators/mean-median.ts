import type { Difficulty } from '../types'
import { answerAs, defineGenerator, fracTex, m, mistake, num, right, show } from './build'
import { frac, terminates, toNumber, type Frac } from './fraction'
import type { Random } from './random'

/**
 * One-variable data.
 * easy: the mean of a short list.
 * medium: the median of data in a frequency table (find the middle position, count through the table).
 * hard: a value removed from a data set, from the means before and after; student-produced.
 */
export type DataParams =
  | { kind: 'mean'; values: number[] }
  | { kind: 'median'; values: number[]; counts: number[] }
  | { kind: 'removed'; count: number; meanBefore: number; meanAfter: number }

const median = (sorted: readonly number[]): Frac => {
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? frac(sorted[mid]!) : frac(sorted[mid - 1]! + sorted[mid]!, 2)
}

function draw(random: Random, difficulty: Difficulty): DataParams {
  if (difficulty === 'easy') {
    for (;;) {
      const size = random.int(5, 6)
      const values = Array.from({ length: size - 1 }, () => random.int(2, 40))
      const last = random.int(2, 40)
      const sum = values.reduce((a, b) => a + b, 0) + last
      // Adjust the last value so the mean is a whole number.
      const fixed = last - (sum % size)
      if (fixed >= 1) {
        const all = [...values, fixed]
        const sorted = [...all].sort((a, b) => a - b)
        const mean = (sum - (sum % size)) / size
        if (mean !== toNumber(median(sorted))) return { kind: 'mean', values: all }
      }
    }
  }
  if (difficulty === 'medium') {
    const start = random.int(0, 5)
    const values = Array.from({ length: 5 }, (_, i) => start + i)
    const counts = values.map(() => random.int(1, 9))
    return { kind: 'median', values, counts }
  }
  for (;;) {
    const count = random.int(5, 12)
    const meanAfter = random.int(10, 90)
    const meanBefore = meanAfter + random.intExcept(-6, 6)
    const removed = count * meanBefore - (count - 1) * meanAfter
    if (removed > 0 && removed < 1000) return { kind: 'removed', count, meanBefore, meanAfter }
  }
}

export const meanMedian = defineGenerator({
  key: 'stats',
  domain: 'problem_solving_and_data_analysis',
  skill: 'one_variable_data',
  draw,
  build(p) {
    if (p.kind === 'mean') {
      const { values } = p
      const sum = values.reduce((a, b) => a + b, 0)
      const key = frac(sum, values.length)
      const sorted = [...values].sort((a, b) => a - b)
      return {
        stem: `The list shows the number of minutes ${m(num(values.length))} students spent on a practice set: ${m(values.map(num).join(', '))}. What is the mean number of minutes?`,
        explanation: `The sum is ${m(`${values.map(num).join(' + ')} = ${num(sum)}`)}. Dividing by the ${m(num(values.length))} students gives the mean ${m(`\\dfrac{${num(sum)}}{${num(values.length)}} = ${fracTex(key)}`)}.`,
        explanationAr: `مجموع القيم ${m(`${values.map(num).join(' + ')} = ${num(sum)}`)}. وبقسمة المجموع على عدد الطلاب ${m(num(values.length))} نحصل على الوسط الحسابي ${m(`\\dfrac{${num(sum)}}{${num(values.length)}} = ${fracTex(key)}`)}.`,
        check: `(${values.join(' + ')}) / ${values.length}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              median(sorted),
              `This is the median, the middle value in order, not the mean.`,
              `هذا هو الوسيط، أي القيمة الوسطى بعد الترتيب، وليس الوسط الحسابي.`,
            ),
            mistake(
              frac(sum, values.length - 1),
              `This divides the sum by ${m(num(values.length - 1))}, one less than the number of values.`,
              `هنا قُسم المجموع على ${m(num(values.length - 1))}، أي أقل من عدد القيم بواحد.`,
            ),
            mistake(
              frac(sorted.at(-1)! - sorted[0]!),
              `This is the range, the greatest value minus the least, not the mean.`,
              `هذا هو المدى، أي أكبر قيمة ناقص أصغر قيمة، وليس الوسط الحسابي.`,
            ),
            mistake(
              frac(sum, values.length + 1),
              `This divides the sum by ${m(num(values.length + 1))}, one more than the number of values.`,
              `هنا قُسم المجموع على ${m(num(values.length + 1))}، أي أكثر من عدد القيم بواحد.`,
            ),
          ].filter((wrong) => terminates(wrong.value)),
          'decimal',
          false,
          right(
            `the sum ${m(num(sum))} divided by the ${m(num(values.length))} values.`,
            `المجموع ${m(num(sum))} مقسوماً على عدد القيم ${m(num(values.length))}.`,
          ),
        ),
      }
    }
    if (p.kind === 'median') {
      const { values, counts } = p
      const data = values.flatMap((value, i) => Array.from({ length: counts[i]! }, () => value))
      const total = data.length
      const key = median(data)
      const cumulative = counts.map((_, i) => counts.slice(0, i + 1).reduce((a, b) => a + b, 0))
      const positions =
        total % 2
          ? `the ${ordinal((total + 1) / 2)} value`
          : `the mean of the ${ordinal(total / 2)} and ${ordinal(total / 2 + 1)} values`
      const positionsAr =
        total % 2
          ? `القيمة ذات الترتيب ${(total + 1) / 2}`
          : `الوسط الحسابي للقيمتين ذواتي الترتيب ${total / 2} و${total / 2 + 1}`
      const runningAr = values.map((value, i) => `${m(num(cumulative[i]!))} قيمة ${m(`\\le ${num(value)}`)}`).join('، ')
      const running = values
        .map((value, i) => `${m(num(cumulative[i]!))} values are ${m(`\\le ${num(value)}`)}`)
        .join(', ')
      const mean = frac(
        values.reduce((acc, value, i) => acc + value * counts[i]!, 0),
        total,
      )
      return {
        passage: [`Hours of sleep | Number of students`, ...values.map((value, i) => `${value} | ${counts[i]}`)].join(
          '\n',
        ),
        stem: `The table shows how many hours of sleep each student in a class reported for one night. What is the median number of hours reported?`,
        explanation: `There are ${m(`${counts.map(num).join(' + ')} = ${num(total)}`)} values, so the median is ${positions} in order. Counting through the table: ${running}. So the median is ${m(show('decimal', key))}.`,
        explanationAr: `عدد القيم ${m(`${counts.map(num).join(' + ')} = ${num(total)}`)}، فالوسيط هو ${positionsAr} بعد ترتيب القيم تصاعدياً. نعدّ في الجدول تراكمياً: ${runningAr}. إذن الوسيط ${m(show('decimal', key))}.`,
        // The middle value, or the mean of the two middle values, read from the ordered data.
        check: total % 2 ? String(data[(total - 1) / 2]) : `(${data[total / 2 - 1]} + ${data[total / 2]}) / 2`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              frac(values[2]!),
              `This is the middle row of the table; the median is the middle of all ${m(num(total))} values, and the rows have different counts.`,
              `هذه قيمة الصف الأوسط في الجدول، لكن الوسيط هو منتصف القيم كلها وعددها ${m(num(total))}، والصفوف تختلف في تكراراتها.`,
            ),
            mistake(
              mean,
              `This is the mean of the data, not the median.`,
              `هذا هو الوسط الحسابي للبيانات، وليس الوسيط.`,
            ),
            mistake(
              frac(values[counts.indexOf(Math.max(...counts))]!),
              `This is the mode, the number of hours reported by the most students.`,
              `هذا هو المنوال، أي عدد الساعات الذي ذكره أكبر عدد من الطلاب.`,
            ),
            mistake(
              frac(counts.slice().sort((a, b) => a - b)[2]!),
              `This is the median of the counts (the second column), not of the hours of sleep.`,
              `هذا وسيط التكرارات (العمود الثاني)، لا وسيط ساعات النوم.`,
            ),
            mistake(
              frac(Math.ceil(total / 2)),
              `This is the position of the middle value in the ordered list, not the value found there.`,
              `هذا ترتيب القيمة الوسطى في القائمة المرتبة، وليس القيمة نفسها.`,
            ),
          ].filter((wrong) => terminates(wrong.value)),
          'decimal',
          false,
          right(
            `in order, the middle of the ${m(num(total))} values is ${m(show('decimal', key))}.`,
            `بعد الترتيب تقع في منتصف القيم الـ ${m(num(total))} القيمة ${m(show('decimal', key))}.`,
          ),
        ),
      }
    }
    const { count, meanBefore, meanAfter } = p
    const before = count * meanBefore
    const after = (count - 1) * meanAfter
    const key = before - after
    return {
      stem: `The mean of a data set of ${m(num(count))} numbers is ${m(num(meanBefore))}. When one number is removed from the data set, the mean of the remaining ${m(num(count - 1))} numbers is ${m(num(meanAfter))}. What number was removed?`,
      explanation: `The sum of the ${m(num(count))} numbers is ${m(`${num(count)} \\times ${num(meanBefore)} = ${num(before)}`)}, and the sum of the remaining ${m(num(count - 1))} numbers is ${m(`${num(count - 1)} \\times ${num(meanAfter)} = ${num(after)}`)}. The removed number is the difference: ${m(`${num(before)} - ${num(after)} = ${num(key)}`)}.`,
      explanationAr: `مجموع الأعداد الـ ${m(num(count))} يساوي ${m(`${num(count)} \\times ${num(meanBefore)} = ${num(before)}`)}، ومجموع الأعداد الـ ${m(num(count - 1))} الباقية يساوي ${m(`${num(count - 1)} \\times ${num(meanAfter)} = ${num(after)}`)}. والعدد المحذوف هو الفرق بين المجموعين: ${m(`${num(before)} - ${num(after)} = ${num(key)}`)}.`,
      check: `${count} * ${meanBefore} - ${count - 1} * ${meanAfter}`,
      answer: answerAs('student_produced', frac(key), []),
    }
  },
})

function ordinal(n: number): string {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}
