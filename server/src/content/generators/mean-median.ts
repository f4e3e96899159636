import type { Difficulty } from '../types'
import { answerAs, defineGenerator, fracTex, m, num, show } from './build'
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
        check: `(${values.join(' + ')}) / ${values.length}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            median(sorted),
            frac(sum, values.length - 1),
            frac(sorted.at(-1)! - sorted[0]!),
            frac(sum, values.length + 1),
          ].filter(terminates),
          'decimal',
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
        // The middle value, or the mean of the two middle values, read from the ordered data.
        check: total % 2 ? String(data[(total - 1) / 2]) : `(${data[total / 2 - 1]} + ${data[total / 2]}) / 2`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            frac(values[2]!),
            mean,
            frac(values[counts.indexOf(Math.max(...counts))]!),
            frac(counts.slice().sort((a, b) => a - b)[2]!),
          ].filter(terminates),
          'decimal',
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
