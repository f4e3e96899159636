import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, mistake, num, right } from './build'
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
        explanationAr: `في العينة، الكسر ${m(`\\dfrac{${num(yes)}}{${num(sample)}}`)} من الأفراد لديهم الصفة المطلوبة. ولأن العينة عشوائية، نطبّق الكسر نفسه على المجتمع كله وعدده ${m(num(population))}: ${m(`\\dfrac{${num(yes)}}{${num(sample)}} \\times ${num(population)} = ${num(key.n)}`)}.`,
        check: `${yes} / ${sample} * ${population}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              frac(yes),
              `This is the count in the sample only; the estimate is for all ${m(num(population))} ${c.unit}.`,
              `هذا العدد في العينة وحدها، والمطلوب تقدير للمجتمع كله وعدده ${m(num(population))}.`,
            ),
            mistake(
              sub(frac(population), key),
              `This estimates the ${c.unit} who do not have the property, the complement.`,
              `هذا تقدير لعدد من ليست لديهم الصفة، أي المتمم.`,
            ),
            mistake(
              frac(population - sample + yes),
              `This assumes everyone outside the sample has the property; the sample's fraction applies to the whole population.`,
              `هذا يفترض أن كل من هم خارج العينة لديهم الصفة، والصواب تطبيق كسر العينة على المجتمع كله.`,
            ),
            mistake(
              mul(frac(yes, sample), frac(population - sample)),
              `This applies the fraction to the population minus the sample; the sample is part of the population.`,
              `هنا طُبّق الكسر على المجتمع بعد طرح العينة منه، مع أن العينة جزء من المجتمع.`,
            ),
          ],
          'number',
          false,
          right(
            `the sample fraction ${m(`\\dfrac{${num(yes)}}{${num(sample)}}`)} of all ${m(num(population))}.`,
            `كسر العينة ${m(`\\dfrac{${num(yes)}}{${num(sample)}}`)} من المجتمع كله وعدده ${m(num(population))}.`,
          ),
        ),
      }
    }
    if (difficulty === 'medium') {
      const no = sample - yes
      const key = mul(frac(no, sample), frac(population))
      return {
        stem: `${intro} Based on the sample, which is the best estimate of the number of ${c.all} who ${c.no}?`,
        explanation: `In the sample, ${m(`${num(sample)} - ${num(yes)} = ${num(no)}`)} of the ${c.unit} ${c.no}, a fraction ${m(`\\dfrac{${num(no)}}{${num(sample)}}`)}. The estimate is ${m(`\\dfrac{${num(no)}}{${num(sample)}} \\times ${num(population)} = ${num(key.n)}`)}.`,
        explanationAr: `في العينة ليست لدى ${m(`${num(sample)} - ${num(yes)} = ${num(no)}`)} من الأفراد الصفة المذكورة، أي الكسر ${m(`\\dfrac{${num(no)}}{${num(sample)}}`)}. فيكون التقدير ${m(`\\dfrac{${num(no)}}{${num(sample)}} \\times ${num(population)} = ${num(key.n)}`)}.`,
        check: `(${sample} - ${yes}) / ${sample} * ${population}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              mul(frac(yes, sample), frac(population)),
              `This estimates the ${c.unit} who ${c.yes}; the question asks about those who ${c.no}.`,
              `هذا تقدير لمن لديهم الصفة، والسؤال عمّن ليست لديهم.`,
            ),
            mistake(
              frac(population - yes),
              `This subtracts the sample count ${m(num(yes))} from the population; the sample fraction must be scaled up first.`,
              `هنا طُرح عدد العينة ${m(num(yes))} من المجتمع مباشرة، والصواب تعميم كسر العينة على المجتمع أولاً.`,
            ),
            mistake(
              frac(no),
              `This is the count in the sample only, not an estimate for the population.`,
              `هذا العدد في العينة وحدها، وليس تقديراً للمجتمع.`,
            ),
            mistake(
              frac(population - no),
              `This subtracts the sample count ${m(num(no))} from the population, mixing a sample count with a population count.`,
              `هنا طُرح عدد من العينة (${m(num(no))}) من عدد المجتمع، فاختلط عدد العينة بعدد المجتمع.`,
            ),
          ],
          'number',
          false,
          right(
            `${m(num(no))} of the ${m(num(sample))} in the sample ${c.no}, and that fraction of ${m(num(population))} is ${m(num(key.n))}.`,
            `ليست لدى ${m(num(no))} من أصل ${m(num(sample))} في العينة الصفة، وهذا الكسر من ${m(num(population))} يساوي ${m(num(key.n))}.`,
          ),
        ),
      }
    }
    const percent = (yes * 100) / sample
    const key = ((percent + margin) * population) / 100
    return {
      stem: `${intro} Based on the sample, the percent of all ${c.all} who ${c.yes} is estimated to be within ${m(num(margin))} percentage points of the sample percent. Based on this estimate, what is the greatest plausible number of the ${m(num(population))} ${c.all} who ${c.yes}?`,
      explanation: `The sample percent is ${m(`\\dfrac{${num(yes)}}{${num(sample)}} = ${num(percent)}\\%`)}. The greatest plausible percent is ${m(`${num(percent)}\\% + ${num(margin)}\\% = ${num(percent + margin)}\\%`)}, and ${m(`${num(percent + margin)}\\%`)} of ${m(num(population))} is ${m(`${num((percent + margin) / 100)} \\times ${num(population)} = ${num(key)}`)}.`,
      explanationAr: `نسبة العينة ${m(`\\dfrac{${num(yes)}}{${num(sample)}} = ${num(percent)}\\%`)}. وأكبر نسبة معقولة هي ${m(`${num(percent)}\\% + ${num(margin)}\\% = ${num(percent + margin)}\\%`)}، و${m(`${num(percent + margin)}\\%`)} من ${m(num(population))} تساوي ${m(`${num((percent + margin) / 100)} \\times ${num(population)} = ${num(key)}`)}.`,
      check: `(${yes} / ${sample} * 100 + ${margin}) / 100 * ${population}`,
      answer: answerAs('student_produced', frac(key), []),
    }
  },
})
