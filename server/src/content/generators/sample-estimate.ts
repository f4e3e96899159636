import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, num } from './build'
import { frac, mul, sub } from './fraction'
import type { Random } from './random'

/**
 * Inference from sample statistics.
 * easy: estimate how many in a population have a property from a random sample.
 * medium: the same estimate for those who do not have it (complement, then scale).
 * hard: the greatest plausible number in the population from a sample percent and a margin of error; student-produced.
 */
export interface SampleParams {
  context: number
  sample: number
  yes: number
  population: number
  /** Margin of error, in percentage points (hard only; 0 otherwise). */
  margin: number
}

const CONTEXTS: readonly {
  population: string
  all: string
  unit: string
  answered: string
  yes: string
  no: string
}[] = [
  {
    population: 'students at a high school',
    all: 'students at the school',
    unit: 'students',
    answered: 'said they would use a new study room',
    yes: 'would use the study room',
    no: 'would not use the study room',
  },
  {
    population: 'households in a town',
    all: 'households in the town',
    unit: 'households',
    answered: 'reported owning at least one bicycle',
    yes: 'own at least one bicycle',
    no: 'do not own a bicycle',
  },
  {
    population: 'members of a public library',
    all: 'members of the library',
    unit: 'members',
    answered: 'said they borrow e-books',
    yes: 'borrow e-books',
    no: 'do not borrow e-books',
  },
]

function draw(random: Random, difficulty: Difficulty): SampleParams {
  const context = random.int(0, CONTEXTS.length - 1)
  if (difficulty !== 'hard') {
    const sample = random.pick([40, 50, 80, 100, 120, 150, 200, 250])
    const yes = random.int(Math.ceil(sample * 0.15), Math.floor(sample * 0.85))
    // A population that is a whole multiple of the sample gives a whole-number estimate.
    return { context, sample, yes, population: sample * random.int(12, 60), margin: 0 }
  }
  // Samples that are multiples of 20 and percents that are multiples of 5 give whole counts.
  const sample = random.pick([40, 60, 80, 100, 120, 160, 200, 240])
  const percent = random.int(3, 17) * 5
  return {
    context,
    sample,
    yes: (sample * percent) / 100,
    population: random.int(12, 90) * 100,
    margin: random.int(2, 6),
  }
}

export const sampleEstimate = defineGenerator({
  key: 'sample',
  domain: 'problem_solving_and_data_analysis',
  skill: 'inference_from_samples',
  draw,
  build(p, difficulty) {
    const c = CONTEXTS[p.context]!
    const { sample, yes, population, margin } = p
    const intro = `A random sample of ${m(num(sample))} of the ${m(num(population))} ${c.population} was surveyed, and ${m(num(yes))} of the ${c.unit} in the sample ${c.answered}.`
    if (difficulty === 'easy') {
      const key = mul(frac(yes, sample), frac(population))
      return {
        stem: `${intro} Based on the sample, which is the best estimate of the number of ${c.all} who ${c.yes}?`,
        explanation: `In the sample, a fraction ${m(`\\dfrac{${num(yes)}}{${num(sample)}}`)} of the ${c.unit} ${c.yes}. Applying the same fraction to all ${m(num(population))}: ${m(`\\dfrac{${num(yes)}}{${num(sample)}} \\times ${num(population)} = ${num(key.n)}`)}.`,
        check: `${yes} / ${sample} * ${population}`,
        answer: answerAs('multiple_choice', key, [
          frac(yes),
          sub(frac(population), key),
          frac(population - sample + yes),
          mul(frac(yes, sample), frac(population - sample)),
        ]),
      }
    }
    if (difficulty === 'medium') {
      const no = sample - yes
      const key = mul(frac(no, sample), frac(population))
      return {
        stem: `${intro} Based on the sample, which is the best estimate of the number of ${c.all} who ${c.no}?`,
        explanation: `In the sample, ${m(`${num(sample)} - ${num(yes)} = ${num(no)}`)} of the ${c.unit} ${c.no}, a fraction ${m(`\\dfrac{${num(no)}}{${num(sample)}}`)}. The estimate is ${m(`\\dfrac{${num(no)}}{${num(sample)}} \\times ${num(population)} = ${num(key.n)}`)}.`,
        check: `(${sample} - ${yes}) / ${sample} * ${population}`,
        answer: answerAs('multiple_choice', key, [
          mul(frac(yes, sample), frac(population)),
          frac(population - yes),
          frac(no),
          frac(population - no),
        ]),
      }
    }
    const percent = (yes * 100) / sample
    const key = ((percent + margin) * population) / 100
    return {
      stem: `${intro} Based on the sample, the percent of all ${c.all} who ${c.yes} is estimated to be within ${m(num(margin))} percentage points of the sample percent. Based on this estimate, what is the greatest plausible number of the ${m(num(population))} ${c.all} who ${c.yes}?`,
      explanation: `The sample percent is ${m(`\\dfrac{${num(yes)}}{${num(sample)}} = ${num(percent)}\\%`)}. The greatest plausible percent is ${m(`${num(percent)}\\% + ${num(margin)}\\% = ${num(percent + margin)}\\%`)}, and ${m(`${num(percent + margin)}\\%`)} of ${m(num(population))} is ${m(`${num((percent + margin) / 100)} \\times ${num(population)} = ${num(key)}`)}.`,
      check: `(${yes} / ${sample} * 100 + ${margin}) / 100 * ${population}`,
      answer: answerAs('student_produced', frac(key), []),
    }
  },
})
