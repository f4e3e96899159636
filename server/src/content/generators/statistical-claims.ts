import type { Difficulty } from '../types'
import { defineGenerator, m, num, right, type TextChoice } from './build'
import type { Random } from './random'
import { STUDIES, SURVEYS } from './statistical-claims-contexts'

/**
 * Evaluating statistical claims (observational studies and experiments). The choices are conclusions (text);
 * the numbers of the stem are computed, and the explanation works through them.
 * easy: what a study's design supports: random assignment (cause and effect) and random sampling (generalizing
 *   to the population), three designs.
 * medium: a random survey with a margin of error; the plausible interval for the population.
 * hard: two random surveys with margins of error; whether the intervals show a difference between the towns.
 */
export type ClaimsParams =
  | {
      kind: 'design'
      context: number
      /** assigned-volunteers: an experiment on volunteers; assigned-sample: an experiment on a random sample;
       * observed-sample: a random sample, no assignment (the participants chose). */
      design: 'assigned-volunteers' | 'assigned-sample' | 'observed-sample'
      size: number
      /** Observational study only: how many of the sample do the activity. */
      doing: number
      weeks: number
      meanDoing: number
      meanOther: number
      wording: Wording
    }
  | { kind: 'margin'; survey: number; size: number; yes: number; margin: number; wording: Wording }
  | { kind: 'two-towns'; survey: number; size: number; yesA: number; yesB: number; margin: number; wording: Wording }

/** Draws that pick the wording of the four choices (key first), so that the length of the key says nothing. */
export type Wording = [number, number, number, number]
const drawWording = (random: Random) => [0, 1, 2, 3].map(() => random.int(0, 11)) as Wording
/** Option `draw / skip` of the list (a second pick from one draw skips the count of the first, to be independent). */
const phrasing = (draw: number, list: readonly string[], skip = 1) => list[Math.floor(draw / skip) % list.length]!
/** The key (made by the first maker) and the three wrong choices, each in the wording drawn for its place. */
function worded(makers: readonly ((draw: number) => TextChoice)[], wording: Wording) {
  const [key, ...wrong] = makers.map((make, index) => make(wording[index]!))
  return { key: key!, wrong }
}

function draw(random: Random, difficulty: Difficulty): ClaimsParams {
  if (difficulty === 'easy') {
    const context = random.int(0, STUDIES.length - 1)
    const [low, high] = STUDIES[context]!.range
    const size = random.int(6, 30) * 10
    const meanOther = random.int(low, high - 6)
    return {
      kind: 'design',
      context,
      design: random.pick(['assigned-volunteers', 'assigned-sample', 'observed-sample'] as const),
      size,
      doing: random.int(size / 5, (size * 3) / 5),
      weeks: random.int(4, 12),
      meanOther,
      meanDoing: meanOther + random.int(2, Math.min(15, high - meanOther)),
      wording: drawWording(random),
    }
  }
  const survey = random.int(0, SURVEYS.length - 1)
  const size = random.pick([200, 300, 400, 500, 600, 800, 1000])
  if (difficulty === 'medium') {
    const percent = random.int(12, 88)
    const margin = random.int(2, 6)
    return { kind: 'margin', survey, size, yes: (size * percent) / 100, margin, wording: drawWording(random) }
  }
  // Half the variants have intervals that overlap, half do not.
  const margin = random.int(2, 6)
  const gap = random.chance(0.5) ? random.int(1, 2 * margin) : random.int(2 * margin + 1, 2 * margin + 12)
  const percentB = random.int(15, 80 - gap)
  return {
    kind: 'two-towns',
    survey,
    size,
    yesA: (size * (percentB + gap)) / 100,
    yesB: (size * percentB) / 100,
    margin,
    wording: drawWording(random),
  }
}

const pct = (value: number) => m(`${num(value)}\\%`)
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export const statisticalClaims = defineGenerator({
  key: 'claims',
  domain: 'problem_solving_and_data_analysis',
  skill: 'evaluating_statistical_claims',
  draw,
  build(p) {
    if (p.kind === 'design') {
      const c = STUDIES[p.context]!
      const { design, size, weeks, meanDoing, meanOther, wording } = p
      const assigned = design !== 'observed-sample'
      const sampled = design !== 'assigned-volunteers'
      const gap = meanDoing - meanOther
      const half = size / 2
      const [countDoing, countOther] = assigned ? [half, half] : [p.doing, size - p.doing]
      const stem =
        design === 'observed-sample'
          ? `Researchers selected a random sample of ${m(num(size))} of ${c.population} and asked each one whether they ${c.act}. The ${m(num(countDoing))} ${c.who.en} who said yes had a mean ${c.outcome.en} of ${m(num(meanDoing))}, and the ${m(num(countOther))} who said no had a mean of ${m(num(meanOther))}. Which conclusion is best supported by the study?`
          : `${design === 'assigned-volunteers' ? `Researchers asked for volunteers among ${c.population}, and ${m(num(size))} ${c.who.en} volunteered.` : `Researchers selected a random sample of ${m(num(size))} of ${c.population}.`} Half of the ${m(num(size))} were randomly assigned to ${c.act}, and the other half were assigned to ${c.other}. After ${m(num(weeks))} weeks, the first group's mean ${c.outcome.en} was ${m(num(meanDoing))} and the second group's was ${m(num(meanOther))}. Which conclusion is best supported by the study?`
      const [doing, Doing, Who] = [c.doing.en, sentence(c.doing.en), sentence(c.who.en)]
      const causeAll = (draw: number): TextChoice => ({
        text: `${Doing} is likely to cause ${c.better.en} for ${c.short} in general${phrasing(draw, ['', ', not only in the study', ', not just for those studied', `, not only for the ${c.who.en} in the study`])}.`,
        why:
          design === 'assigned-sample'
            ? right(
                'the groups were formed by random assignment, which supports cause and effect, and the participants were a random sample, so the conclusion extends to the population.',
                'المجموعتان تكوّنتا بالتوزيع العشوائي، وهذا يدعم استنتاج السببية، والمشاركون عينة عشوائية، فيمتد الاستنتاج إلى المجتمع كله.',
              )
            : design === 'assigned-volunteers'
              ? {
                  en: `This extends the result to all ${c.short}, but the participants were volunteers, not a random sample of them.`,
                  ar: 'هذا الخيار يعمّم النتيجة على المجتمع كله، مع أن المشاركين متطوعون وليسوا عينة عشوائية منه.',
                }
              : {
                  en: `This claims cause and effect, but nobody was assigned to the activity: the ${c.who.en} chose for themselves, so other differences between the groups could explain the result.`,
                  ar: `هذا الخيار يدّعي علاقة سببية، مع أن أحداً لم يُوزَّع على النشاط؛ فالمشاركون اختاروا بأنفسهم، وقد تفسّر النتيجةَ فروقٌ أخرى بين المجموعتين.`,
                },
      })
      const causeSimilar = (draw: number): TextChoice => ({
        text: `${Doing} is likely to cause ${c.better.en} for ${c.who.en} ${phrasing(draw, ['', 'who are '])}similar to the volunteers ${phrasing(draw, ['in', 'who took part in'], 2)} the study.`,
        why: right(
          'random assignment supports cause and effect, and because the participants were volunteers, the conclusion applies only to people like them.',
          'التوزيع العشوائي يدعم استنتاج السببية، ولأن المشاركين متطوعون فإن الاستنتاج يقتصر على من يشبهونهم.',
        ),
      })
      const association = (draw: number): TextChoice => ({
        text: `${Doing} is associated with ${c.better.en} among ${c.short}${phrasing(draw, ['; cause and effect is not shown', ', but no causal link is shown', ', but the study does not show cause and effect'])}.`,
        why: assigned
          ? {
              en: `This denies cause and effect, but the groups were formed by random assignment, which is what allows a causal conclusion${sampled ? '' : '; and the volunteers do not represent the whole population'}.`,
              ar: `هذا الخيار ينفي السببية، مع أن المجموعتين تكوّنتا بالتوزيع العشوائي، وهو ما يسمح باستنتاج السببية${sampled ? '' : '؛ كما أن المتطوعين لا يمثلون المجتمع كله'}.`,
            }
          : right(
              'the random sample lets the result describe the population, but without random assignment the study shows an association, not a cause.',
              'العينة العشوائية تسمح بتعميم النتيجة على المجتمع، لكن غياب التوزيع العشوائي يجعل الدراسة تُظهر ارتباطاً لا سببية.',
            ),
      })
      const noCause = (draw: number): TextChoice => ({
        text: `${phrasing(draw, ['No cause-and-effect conclusion can be drawn', 'The study cannot show cause and effect'])}, because the ${c.who.en} ${phrasing(draw, ['in the study were', 'who took part were volunteers,'], 2)} not a random sample of ${c.short}.`,
        why: {
          en: 'This confuses random sampling with random assignment: random assignment to the groups is what supports cause and effect; random sampling decides to whom the result applies.',
          ar: 'هذا الخيار يخلط بين الاختيار العشوائي للعينة والتوزيع العشوائي على المجموعات: التوزيع العشوائي هو ما يدعم السببية، أما الاختيار العشوائي فيحدد من تنطبق عليهم النتيجة.',
        },
      })
      const noPopulation = (draw: number): TextChoice => ({
        text: `${phrasing(draw, ['The results apply only to', `The link between ${doing} and ${c.better.en} holds only for`])} the ${m(num(size))} ${c.who.en} ${phrasing(draw, ['in the study', 'who took part in the study'], 2)} and ${phrasing(draw, ['say', 'says'])} nothing about other ${c.short}.`,
        why: {
          en: `This ignores that the participants were a random sample of the population: a random sample does support conclusions about all ${c.short}.`,
          ar: 'هذا الخيار يتجاهل أن المشاركين عينة عشوائية من المجتمع، والعينة العشوائية تسمح بالاستنتاج عن المجتمع كله.',
        },
      })
      const reverse = (draw: number): TextChoice => ({
        text: `${phrasing(draw, [Who, `The study shows that ${c.who.en}`])} ${c.already} are more likely ${phrasing(draw, ['', `than other ${c.who.en} `], 2)}to choose to ${c.act}.`,
        why: {
          en: assigned
            ? 'The participants did not choose: they were assigned at random, so this claim about their choices does not follow from the study.'
            : 'This claims cause and effect in the opposite direction; a study without random assignment cannot show which, if either, causes the other.',
          ar: assigned
            ? 'المشاركون لم يختاروا، بل وُزّعوا عشوائياً، فهذا الادعاء عن اختياراتهم لا تدعمه الدراسة.'
            : 'هذا الخيار يدّعي السببية في الاتجاه المعاكس، والدراسة التي لا توزيع عشوائي فيها لا تبيّن أيّ المتغيرين سبب للآخر.',
        },
      })
      const makers = {
        'assigned-volunteers': [causeSimilar, causeAll, noCause, association],
        'assigned-sample': [causeAll, association, noPopulation, reverse],
        'observed-sample': [association, causeAll, noPopulation, reverse],
      }[design]
      const design_en = assigned
        ? `The ${c.who.en} were randomly assigned to the two groups, so this is an experiment, and random assignment supports a cause-and-effect conclusion. ${sampled ? `They were a random sample of ${c.population}, so the conclusion applies to all ${c.short}.` : `They were volunteers, not a random sample, so the conclusion applies only to ${c.who.en} similar to the volunteers.`}`
        : `Nobody was assigned to the activity: the ${c.who.en} chose for themselves, so this is an observational study, which can show an association but not cause and effect. Because the sample was random, the association can be generalized to all ${c.short}.`
      const design_ar = assigned
        ? `وُزّع المشاركون عشوائياً على المجموعتين، فهذه تجربة، والتوزيع العشوائي يدعم استنتاج علاقة سببية. ${sampled ? 'وكانوا عينة عشوائية من المجتمع، فينطبق الاستنتاج على المجتمع كله.' : 'لكنهم متطوعون لا عينة عشوائية، فيقتصر الاستنتاج على من يشبهون المتطوعين.'}`
        : 'لم يُوزَّع أحد على النشاط، بل اختار المشاركون بأنفسهم، فهذه دراسة قائمة على الملاحظة، تُظهر ارتباطاً ولا تثبت سببية. ولأن العينة عشوائية، يمكن تعميم هذا الارتباط على المجتمع كله.'
      return {
        stem,
        explanation: `The mean ${c.outcome.en} was higher, by ${m(`${num(meanDoing)} - ${num(meanOther)} = ${num(gap)}`)}, in the group that did the activity. What the difference means depends on the design. ${design_en}`,
        explanationAr: `كان متوسط ${c.outcome.ar} أعلى في المجموعة التي مارست النشاط بمقدار ${m(`${num(meanDoing)} - ${num(meanOther)} = ${num(gap)}`)}. أما ما يعنيه هذا الفرق فيتوقف على تصميم الدراسة. ${design_ar}`,
        check: `${meanDoing} - ${meanOther}`,
        answer: { format: 'multiple_choice', kind: 'text', ...worded(makers, wording) },
      }
    }
    const s = SURVEYS[p.survey]!
    if (p.kind === 'margin') {
      const { size, yes, margin, wording } = p
      const percent = (yes * 100) / size
      const [low, high] = [percent - margin, percent + margin]
      const between = `between ${pct(low)} and ${pct(high)}`
      const plausibly = (draw: number) =>
        `${phrasing(draw, ['Plausibly,', 'It is plausible that', 'It is reasonable to conclude that'])} ${between}`
      return {
        stem: `A random sample of ${m(num(size))} of the ${s.population} was surveyed, and ${m(num(yes))} of the ${s.unit} in the sample ${s.yes}. The margin of error of the estimate is ${m(num(margin))} percentage points. Which conclusion is most appropriate?`,
        explanation: `The sample percent is ${m(`\\dfrac{${num(yes)}}{${num(size)}} = ${num(percent)}\\%`)}. Because the sample is random, it estimates the percent for all ${s.all}, within the margin of error: from ${m(`${num(percent)}\\% - ${num(margin)}\\% = ${num(low)}\\%`)} to ${m(`${num(percent)}\\% + ${num(margin)}\\% = ${num(high)}\\%`)}.`,
        explanationAr: `نسبة العينة ${m(`\\dfrac{${num(yes)}}{${num(size)}} = ${num(percent)}\\%`)}. ولأن العينة عشوائية، فهي تقدّر النسبة في المجتمع الذي سُحبت منه كله، ضمن هامش الخطأ: من ${m(`${num(percent)}\\% - ${num(margin)}\\% = ${num(low)}\\%`)} إلى ${m(`${num(percent)}\\% + ${num(margin)}\\% = ${num(high)}\\%`)}. أما العينة نفسها فنسبتها معروفة تماماً، والنتيجة لا تمتد إلى مجتمع أوسع لم تُسحب منه العينة.`,
        check: `${yes} / ${size} * 100 + ${margin}`,
        answer: {
          format: 'multiple_choice',
          kind: 'text',
          key: {
            text: `${plausibly(wording[0])} of all the ${s.all} ${s.yes}.`,
            why: right(
              `the sample percent ${pct(percent)}, plus or minus the margin of error, is a plausible range for the whole population sampled.`,
              `نسبة العينة ${pct(percent)}، زائد هامش الخطأ أو ناقصه، مدى معقول للنسبة في المجتمع الذي سُحبت منه العينة.`,
            ),
          },
          wrong: [
            {
              text: `${phrasing(wording[1], ['Exactly', 'The survey shows that exactly', 'Because the sample was random, exactly', 'As in the sample, exactly'])} ${pct(percent)} of all the ${s.all} ${s.yes}.`,
              why: {
                en: `This ignores the margin of error: a sample gives an estimate for the population, not its exact percent.`,
                ar: 'هذا الخيار يتجاهل هامش الخطأ؛ فالعينة تعطي تقديراً لنسبة المجتمع لا قيمتها الدقيقة.',
              },
            },
            {
              text: `${plausibly(wording[2])} of the ${m(num(size))} ${s.unit} ${phrasing(wording[2], ['', 'surveyed '], 3)}in the sample ${s.yes}.`,
              why: {
                en: `The interval is about the population; in the sample, exactly ${pct(percent)} ${s.yes}.`,
                ar: `المدى يخص المجتمع لا العينة؛ ففي العينة نفسها النسبة ${pct(percent)} بالضبط.`,
              },
            },
            {
              text: `${plausibly(wording[3])} of all ${s.broader}${phrasing(wording[3], ['', `, not just of the ${s.all},`], 3)} ${s.yes}.`,
              why: {
                en: `This extends the estimate to ${s.broader}, a larger population the sample was not drawn from.`,
                ar: 'هذا الخيار يعمّم التقدير على مجتمع أوسع لم تُسحب منه العينة.',
              },
            },
          ],
        },
      }
    }
    const { size, yesA, yesB, margin, wording } = p
    const [percentA, percentB] = [(yesA * 100) / size, (yesB * 100) / size]
    const gap = percentA - percentB
    const overlap = gap <= 2 * margin
    const phrase = `the percent of all ${s.unit} that ${s.yes}`
    const greater = (draw: number): TextChoice => ({
      text: `${sentence(`${phrasing(draw, ['based on the surveys, ', 'from the surveys, ', 'judging from the two surveys, ', 'beyond the samples, '])}${phrase}`)} is likely greater in Town A than in Town B.`,
      why: overlap
        ? {
            en: `The plausible ranges overlap, so the true percents could be equal, or even greater in Town B.`,
            ar: 'المديان المعقولان متداخلان، فقد تكون النسبتان الحقيقيتان متساويتين، بل قد تكون نسبة المدينة B أكبر.',
          }
        : right(
            `even the lowest plausible percent for Town A, ${pct(percentA - margin)}, is above the highest for Town B, ${pct(percentB + margin)}.`,
            `حتى أدنى نسبة معقولة للمدينة A، وهي ${pct(percentA - margin)}، أعلى من أعلى نسبة معقولة للمدينة B، وهي ${pct(percentB + margin)}.`,
          ),
    })
    const notShown = (draw: number): TextChoice => ({
      text: `The surveys do not show that ${phrase} is greater in Town A than ${phrasing(draw, ['', 'it is '])}in Town B.`,
      why: overlap
        ? right(
            `the plausible ranges, ${pct(percentA - margin)} to ${pct(percentA + margin)} and ${pct(percentB - margin)} to ${pct(percentB + margin)}, overlap.`,
            `المديان المعقولان، من ${pct(percentA - margin)} إلى ${pct(percentA + margin)} ومن ${pct(percentB - margin)} إلى ${pct(percentB + margin)}، متداخلان.`,
          )
        : {
            en: `The plausible ranges do not overlap: every plausible percent for Town A is above every plausible percent for Town B, so the surveys do show a difference.`,
            ar: 'المديان المعقولان غير متداخلين: كل نسبة معقولة للمدينة A أعلى من كل نسبة معقولة للمدينة B، فالمسحان يُظهران فرقاً فعلاً.',
          },
    })
    const unit = gap === 1 ? 'point' : 'points'
    const exact = (draw: number): TextChoice => ({
      text: `${phrasing(draw, [sentence(phrase), `The surveys show that ${phrase}`])} is exactly ${m(num(gap))} percentage ${unit} greater in Town A than ${phrasing(draw, ['', 'it is '], 2)}in Town B.`,
      why: {
        en: `${m(num(gap))} ${unit} is the difference between the two samples; each population percent is only estimated, within ${m(num(margin))} points.`,
        ar: `الفرق ${m(num(gap))} نقطة هو الفرق بين العينتين؛ أما نسبة كل مجتمع فمقدّرة فقط، ضمن ${m(num(margin))} نقاط.`,
      },
    })
    const equal = (draw: number): TextChoice => ({
      text: `The surveys show that ${phrase} is ${phrasing(draw, ['the same in Town A as in Town B', 'equal in Town A and Town B', 'the same in Town A as it is in Town B', 'the same in Town A as in Town B, with no real difference'])}.`,
      why: {
        en: overlap
          ? 'Overlapping ranges mean equal percents are plausible, not that they are shown: the percents could also differ.'
          : 'The ranges do not even overlap, so equal percents are not plausible.',
        ar: overlap
          ? 'تداخل المديين يعني أن تساوي النسبتين ممكن، لا أنه ثابت؛ فقد تختلفان أيضاً.'
          : 'المديان غير متداخلين أصلاً، فتساوي النسبتين غير معقول.',
      },
    })
    const ranges = `Town A: ${m(`${num(percentA)}\\% \\pm ${num(margin)}\\%`)}, from ${pct(percentA - margin)} to ${pct(percentA + margin)}; Town B: ${m(`${num(percentB)}\\% \\pm ${num(margin)}\\%`)}, from ${pct(percentB - margin)} to ${pct(percentB + margin)}`
    const rangesAr = `المدينة A: ${m(`${num(percentA)}\\% \\pm ${num(margin)}\\%`)}، أي من ${pct(percentA - margin)} إلى ${pct(percentA + margin)}؛ والمدينة B: ${m(`${num(percentB)}\\% \\pm ${num(margin)}\\%`)}، أي من ${pct(percentB - margin)} إلى ${pct(percentB + margin)}`
    return {
      stem: `Two random samples of ${m(num(size))} ${s.unit} each were surveyed, one in Town A and one in Town B. In Town A, ${m(num(yesA))} of the ${s.unit} in the sample ${s.yes}; in Town B, ${m(num(yesB))} did. Each estimate has a margin of error of ${m(num(margin))} percentage points. Which conclusion is best supported by the surveys?`,
      explanation: `The sample percents are ${m(`\\dfrac{${num(yesA)}}{${num(size)}} = ${num(percentA)}\\%`)} and ${m(`\\dfrac{${num(yesB)}}{${num(size)}} = ${num(percentB)}\\%`)}, and the plausible ranges are ${ranges}. ${overlap ? 'The ranges overlap, so the surveys do not show a difference between the towns, even though the samples differ by' : 'The ranges do not overlap, so the percent is likely greater in Town A; the samples differ by'} ${m(`${num(percentA)} - ${num(percentB)} = ${num(gap)}`)} points.`,
      explanationAr: `نسبتا العينتين ${m(`\\dfrac{${num(yesA)}}{${num(size)}} = ${num(percentA)}\\%`)} و${m(`\\dfrac{${num(yesB)}}{${num(size)}} = ${num(percentB)}\\%`)}، والمديان المعقولان هما: ${rangesAr}. ${overlap ? 'المديان متداخلان، فالمسحان لا يُظهران فرقاً بين المدينتين، مع أن الفرق بين العينتين' : 'المديان غير متداخلين، فالأرجح أن النسبة أكبر في المدينة A؛ والفرق بين العينتين'} ${m(`${num(percentA)} - ${num(percentB)} = ${num(gap)}`)} نقطة.`,
      check: `(${yesA} - ${yesB}) / ${size} * 100`,
      answer: {
        format: 'multiple_choice',
        kind: 'text',
        ...worded(overlap ? [notShown, greater, exact, equal] : [greater, notShown, exact, equal], wording),
      },
    }
  },
})
