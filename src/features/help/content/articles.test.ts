import { describe, expect, it } from 'vitest'
// The server's business constants (plain data, no imports): the articles must never contradict them.
import { checkout, codes, learning, passwords } from '../../../../server/src/domain/constants'
import { findHelpArticle, helpArticles, type HelpArticleText } from './articles'

const text = ({ title, summary, body, steps = [] }: HelpArticleText) => [title, summary, ...body, ...steps].join('\n')
const article = (slug: string) => {
  const found = findHelpArticle(slug)
  if (!found) throw new Error(`no article ${slug}`)
  return { en: text(found.en), ar: text(found.ar) }
}
const arabicLetters = /[\u0621-\u064a]/

describe('help articles', () => {
  it('have unique slugs fit for a URL', () => {
    const slugs = helpArticles.map((entry) => entry.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('exist in English and in Arabic, with the same shape', () => {
    for (const { slug, en, ar } of helpArticles) {
      for (const version of [en, ar]) {
        expect(version.title.trim(), slug).not.toBe('')
        expect(version.summary.trim(), slug).not.toBe('')
        expect(version.body.length, slug).toBeGreaterThan(0)
      }
      expect(ar.body.length, slug).toBe(en.body.length)
      expect(ar.steps?.length, slug).toBe(en.steps?.length)
      expect(text(ar), slug).toMatch(arabicLetters)
      expect(text(en), slug).not.toMatch(arabicLetters)
    }
  })

  it('cover the topics of the help centre', () => {
    expect(helpArticles.map((entry) => entry.slug)).toEqual([
      'evaluations',
      'practice',
      'points',
      'divisions',
      'timers',
      'reports',
      'subscription-and-trial',
      'payments',
      'your-account',
      'keyboard',
    ])
  })

  it('state the evaluation figures of the server', () => {
    const { en, ar } = article('evaluations')
    const { strict, loose } = learning.timers
    const { math, reading_writing: readingWriting } = learning.evaluationQuestions
    expect(en).toContain(`${readingWriting} questions in Reading and Writing, ${math} in Math`)
    expect(en).toContain(`${strict} seconds per question and the loose timer ${loose} seconds`)
    expect(ar).toContain(`${readingWriting} سؤالًا في القراءة والكتابة، و${math} سؤالًا في الرياضيات`)
    expect(ar).toContain(`${strict} ثانية لكل سؤال، والمؤقت المرن ${loose} ثانية`)
    // The totals: questions × seconds, written out.
    const clock = (seconds: number) => [Math.floor(seconds / 60), seconds % 60]
    expect(clock(math * strict)).toEqual([16, 30])
    expect(clock(math * loose)).toEqual([22, 0])
    expect(clock(readingWriting * strict)).toEqual([20, 15])
    expect(clock(readingWriting * loose)).toEqual([27, 0])
    expect(en).toContain('16 min 30 s on the strict timer and 22 minutes on the loose one')
    expect(en).toContain('20 min 15 s or 27 minutes')
  })

  it('state the practice figures of the server', () => {
    const { en, ar } = article('practice')
    const { minQuestions, maxQuestions, defaultQuestions } = learning.practice
    expect(en).toContain(`(${minQuestions} to ${maxQuestions}, ${defaultQuestions} unless you change it)`)
    expect(ar).toContain(`(من ${minQuestions} إلى ${maxQuestions}، و${defaultQuestions} ما لم تغيّره)`)
  })

  it('state the points of the server', () => {
    const { en, ar } = article('points')
    const { easy, medium, hard } = learning.points
    expect(en).toContain(`${easy} for an easy question, ${medium} for a medium one and ${hard} for a hard one`)
    expect(ar).toContain(`${easy} نقاط للسؤال السهل، و${medium} للمتوسط، و${hard} للصعب`)
  })

  it('state the division rules of the server', () => {
    const { en, ar } = article('divisions')
    const rules = learning.divisions
    expect(en).toContain(`from level 1 to level ${rules.levels}`)
    expect(en).toContain(`rounds of ${rules.quizzesPerLevel} quizzes of ${rules.questionsPerQuiz} questions each`)
    expect(en).toContain(`With ${rules.promotionPercent} % or more of its points`)
    expect(en).toContain(`${rules.shortTestQuestions} questions at the level’s difficulty`)
    expect(en).toContain(`passed with ${rules.shortTestPassPercent} % or more`)
    expect(en).toContain(`With ${rules.relegationPercent} % to ${rules.promotionPercent - 1} %`)
    expect(en).toContain(`Below ${rules.relegationPercent} % you drop one level`)
    expect(en).toContain(`strict timer, ${learning.timers.strict} seconds per question`)
    // A round's maximum: quizzes × questions × the points of the level's difficulty.
    const roundMax = (points: number) => rules.quizzesPerLevel * rules.questionsPerQuiz * points
    expect(en).toContain(
      `(${roundMax(learning.points.easy)} points at levels 1 to 3, ${roundMax(learning.points.medium).toLocaleString('en')} at levels 4 to 7, ${roundMax(learning.points.hard).toLocaleString('en')} at levels 8 to 10)`,
    )
    expect(ar).toContain(`من المستوى 1 إلى المستوى ${rules.levels}`)
    expect(ar).toContain(`${rules.quizzesPerLevel} اختبارات من ${rules.questionsPerQuiz} أسئلة`)
    expect(ar).toContain(`جمعت ${rules.promotionPercent}% من نقاطها أو أكثر`)
    expect(ar).toContain(
      `${rules.shortTestQuestions} أسئلة بصعوبة المستوى، والنجاح فيه بنسبة ${rules.shortTestPassPercent}%`,
    )
    expect(ar).toContain(`من ${rules.relegationPercent}% إلى ${rules.promotionPercent - 1}%`)
    expect(ar).toContain(`دون ${rules.relegationPercent}% فتنزل مستوى واحدًا`)
  })

  it('state the timers, codes, passwords and checkout of the server', () => {
    const timers = article('timers')
    expect(timers.en).toContain(
      `strict timer gives ${learning.timers.strict} seconds per question and the loose timer ${learning.timers.loose} seconds`,
    )
    expect(timers.ar).toContain(
      `يمنح ${learning.timers.strict} ثانية لكل سؤال، والمؤقت المرن ${learning.timers.loose} ثانية`,
    )
    const account = article('your-account')
    expect(account.en).toContain(`at least ${passwords.minLength} characters`)
    expect(account.en).toContain(`a ${codes.digits}-digit code to it, valid for ${codes.lifetimeMs / 60_000} minutes`)
    expect(account.ar).toContain(`من ${passwords.minLength} أحرف على الأقل`)
    expect(account.ar).toContain(`رمزًا من ${codes.digits} أرقام صالحًا لمدة ${codes.lifetimeMs / 60_000} دقائق`)
    expect(checkout.lifetimeMs).toBe(60 * 60_000)
    expect(article('payments').en).toContain('A checkout stays open for one hour.')
    expect(article('payments').ar).toContain('تبقى صفحة الدفع مفتوحة ساعة واحدة.')
  })
})
