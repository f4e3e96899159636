import type { APIRequestContext, Page } from '@playwright/test'
import {
  bearer,
  expect,
  expectNoAxeViolations,
  newLearner,
  readQuiz,
  signIn,
  startEvaluation,
  test,
  type Locale,
} from './fixtures'

// Learning from every mistake (issue 19), on the real server and database, in both languages: the
// mistake log lists exactly what was missed, "Retry these" runs a review quiz whose answers move the
// schedule, home shows the due count, weak spots and the plan.

const texts = {
  en: {
    mistakeLog: 'Mistake log',
    missed: (n: number) => `${n} missed questions`,
    retry: 'Retry these',
    questionOf: (position: number, total: number) => `Question ${position} of ${total}`,
    submit: 'Submit answer',
    next: 'Next',
    end: 'End',
    endAnyway: 'End anyway',
    inDays: (n: number) => (n === 1 ? 'Next review in 1 day' : `Next review in ${n} days`),
    dueToday: (n: number) => `${n} questions due for review today`,
    startReview: 'Start review',
    weakSpots: 'Your weak spots',
    practiseWeakSpots: 'Practice my weak spots',
    weak: 'Weak: below proficient',
    testDay: 'Test day',
    targetScore: 'Target score',
    savePlan: 'Save the plan',
    planSaved: 'Your plan is saved.',
    plan: 'Plan to test day',
    daysLeft: '30 days left',
    dailyGoal: '10 questions a day',
    streak: '1-day streak',
  },
  ar: {
    mistakeLog: 'سجل الأخطاء',
    missed: (n: number) => (n === 3 ? '3 أسئلة فاتتك' : `${n} سؤال فاتك`),
    retry: 'أعد حلّها',
    questionOf: (position: number, total: number) => `السؤال ${position} من ${total}`,
    submit: 'إرسال الإجابة',
    next: 'التالي',
    end: 'إنهاء',
    endAnyway: 'إنهاء رغم ذلك',
    inDays: (n: number) => (n === 1 ? 'المراجعة التالية بعد يوم واحد' : n === 2 ? 'المراجعة التالية بعد يومين' : ''),
    dueToday: (n: number) => (n === 3 ? '3 أسئلة مستحقة للمراجعة اليوم' : ''),
    startReview: 'ابدأ المراجعة',
    weakSpots: 'نقاط ضعفك',
    practiseWeakSpots: 'تدرّب على نقاط ضعفي',
    weak: 'ضعيفة: دون مستوى التمكّن',
    testDay: 'يوم الاختبار',
    targetScore: 'الدرجة المستهدفة',
    savePlan: 'احفظ الخطة',
    planSaved: 'حُفظت خطتك.',
    plan: 'خطة يوم الاختبار',
    daysLeft: 'تبقّى 30 يومًا',
    dailyGoal: '10 أسئلة في اليوم',
    streak: 'سلسلة من يوم واحد',
  },
} as const

interface KeyRow {
  question_id: string
  correct_choice_id: string | null
  accepted_answers: string[]
}

/** The key of one of the learner's quizzes, from the development server's QA page. */
async function answerKey(request: APIRequestContext, token: string, quizId: string): Promise<KeyRow[]> {
  const response = await request.get(`/dev/answer-key/${quizId}`, { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return (await response.json()) as KeyRow[]
}

/** A Reading and Writing evaluation, ended with its first `wrong` questions wrong and the rest right. */
async function evaluationWithMisses(request: APIRequestContext, token: string, wrong: number) {
  const { id, questions } = await startEvaluation(request, token, { subject: 'reading_writing' })
  const key = new Map((await answerKey(request, token, id)).map((row) => [row.question_id, row.correct_choice_id]))
  for (const [index, question] of questions.entries()) {
    const right = key.get(question.id)!
    const choice = index < wrong ? question.choices.find((c) => c.id !== right)!.id : right
    const saved = await request.put(`/api/v1/quizzes/${id}/answers/${question.id}`, {
      headers: bearer(token),
      data: { choice_id: choice },
    })
    expect(saved.status()).toBe(200)
  }
  const ended = await request.post(`/api/v1/quizzes/${id}/end`, { headers: bearer(token), data: {} })
  expect(ended.status()).toBe(200)
  return { id, missed: questions.slice(0, wrong).map((q) => q.id) }
}

/** The log as the server has it: question id → excerpt and review. */
async function mistakesOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/mistakes', { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return (
    (await response.json()) as {
      data: { question_id: string; excerpt: string; review: { due_at: string; due_now: boolean } }[]
    }
  ).data
}

/** The log's row of a question, found by the excerpt it shows. */
const rowOf = (page: Page, excerpt: string) => page.getByRole('article').filter({ hasText: excerpt.slice(0, 40) })

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  const say = texts[locale]
  const language = locale === 'en' ? 'English' : 'Arabic'

  test(`the mistake log lists what was missed, and a review moves it, in ${language}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const { token } = await newLearner(request, `mistakes-${locale}`)
    const { missed } = await evaluationWithMisses(request, token, 3)
    await signIn(context, baseURL!, token, locale)

    // Home: the due count, with a start button.
    await page.goto('/home')
    await expect(page.getByText(say.dueToday(3), { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: say.startReview })).toBeVisible()

    // The log, from the sidebar: exactly the three missed questions.
    await page.getByRole('link', { name: say.mistakeLog, exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: say.mistakeLog })).toBeVisible()
    await expect(page.getByText(say.missed(3), { exact: true })).toBeVisible()
    const log = await mistakesOf(request, token)
    expect(new Set(log.map((row) => row.question_id))).toEqual(new Set(missed))
    await expect(page.getByRole('article')).toHaveCount(3)
    for (const row of log) await expect(rowOf(page, row.excerpt)).toHaveCount(1)
    await expectNoAxeViolations(page)

    // Retry these: a review quiz on the quiz screen. The first question right, the others wrong.
    await page.getByRole('button', { name: say.retry }).click()
    await expect(page).toHaveURL(/\/practice\/quiz\//)
    const reviewId = page.url().split('/').pop()!
    const review = await readQuiz(request, token, reviewId)
    expect(review.questions).toHaveLength(3)
    const key = new Map(
      (await answerKey(request, token, reviewId)).map((row) => [row.question_id, row.correct_choice_id]),
    )
    for (const [index, question] of review.questions.entries()) {
      if (index > 0) await page.getByRole('button', { name: say.next, exact: true }).click()
      await expect(page.getByRole('heading', { level: 2, name: say.questionOf(index + 1, 3) })).toBeVisible()
      const right = key.get(question.id)!
      const pick = index === 0 ? right : question.choices.find((c) => c.id !== right)!.id
      // The choice's letter key, as a learner on a keyboard would (a press during hydration is lost: again until it holds).
      const letter = question.choices.find((c) => c.id === pick)!.label.toLowerCase()
      const chosen = page.getByRole('radio').nth(question.choices.findIndex((c) => c.id === pick))
      await expect(async () => {
        await page.keyboard.press(letter)
        await expect(chosen).toBeChecked({ timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
      await page.getByRole('button', { name: say.submit }).click()
      await expect(page.getByTestId('answer-feedback')).toHaveAttribute('data-correct', String(index === 0))
    }
    await page.getByRole('button', { name: say.end, exact: true }).click()
    const dialog = page.getByRole('alertdialog')
    if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: say.endAnyway }).click()
    await expect(page).toHaveURL(/\/practice\/report\//, { timeout: 15_000 })

    // The right answer is pushed out two days; the wrong ones come back tomorrow.
    await page.goto('/mistakes')
    const after = new Map((await mistakesOf(request, token)).map((row) => [row.question_id, row]))
    const [first, ...others] = review.questions.map((q) => after.get(q.id)!)
    await expect(rowOf(page, first!.excerpt).getByText(say.inDays(2), { exact: true })).toBeVisible()
    for (const other of others)
      await expect(rowOf(page, other.excerpt).getByText(say.inDays(1), { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

type AskedQuestion = QuizRow & { skill: { id: string; name: string }; domain: { id: string } }

/**
 * A Math evaluation ended with every question right except those of the skill `miss` picks from its
 * questions (all wrong; none when it picks null); returns that skill.
 */
async function mathEvaluationMissing(
  request: APIRequestContext,
  token: string,
  miss: (questions: AskedQuestion[]) => string | null,
) {
  const { id } = await startEvaluation(request, token)
  const quiz = (await (await request.get(`/api/v1/quizzes/${id}`, { headers: bearer(token) })).json()) as {
    questions: AskedQuestion[]
  }
  const skill = miss(quiz.questions)
  const key = new Map((await answerKey(request, token, id)).map((row) => [row.question_id, row]))
  for (const question of quiz.questions) {
    const row = key.get(question.id)!
    const right = question.skill.id !== skill
    const data =
      question.format === 'multiple_choice'
        ? {
            choice_id: right ? row.correct_choice_id : question.choices.find((c) => c.id !== row.correct_choice_id)!.id,
          }
        : { response: right ? row.accepted_answers[0] : '99999' }
    const saved = await request.put(`/api/v1/quizzes/${id}/answers/${question.id}`, { headers: bearer(token), data })
    expect(saved.status()).toBe(200)
  }
  const ended = await request.post(`/api/v1/quizzes/${id}/end`, { headers: bearer(token), data: {} })
  expect(ended.status()).toBe(200)
  return skill
}

type QuizRow = { id: string; format: string; choices: { id: string }[] }

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  const say = texts[locale]
  const language = locale === 'en' ? 'English' : 'Arabic'

  test(`"Practice my weak spots" picks the weakest heavy skill first, in ${language}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const { token } = await newLearner(request, `weak-${locale}`)
    // The skill to miss: Advanced Math's most asked in the evaluation (its skills are the section's
    // heaviest, 35% over 3 skills), every one of its questions answered wrongly, the rest right.
    const skill = (await mathEvaluationMissing(request, token, (questions) => {
      const counts = new Map<string, number>()
      for (const q of questions.filter((q) => q.domain.id === 'advanced_math'))
        counts.set(q.skill.id, (counts.get(q.skill.id) ?? 0) + 1)
      return [...counts].sort((a, b) => b[1] - a[1])[0]![0]
    }))!
    const catalog = (await (await request.get('/api/v1/catalog', { headers: bearer(token, locale) })).json()) as unknown
    const skillName = JSON.stringify(catalog).match(new RegExp(`"id":"${skill}","name":"([^"]+)"`))![1]!

    await signIn(context, baseURL!, token, locale)
    await page.goto('/home')
    const card = page.getByRole('region', { name: say.weakSpots })
    await expect(card).toBeVisible()
    const math = card.getByRole('listitem').first()
    await expect(math).toContainText(skillName!)
    await expect(math).toContainText(say.weak)
    await expectNoAxeViolations(page)
    await card.getByRole('button', { name: say.practiseWeakSpots }).first().click()
    await expect(page).toHaveURL(/\/practice\/quiz\//)
    const practiceId = page.url().split('/').pop()!
    const practice = (await (
      await request.get(`/api/v1/quizzes/${practiceId}`, { headers: bearer(token) })
    ).json()) as {
      kind: string
      skills: { id: string }[]
    }
    expect(practice.kind).toBe('practice')
    expect(practice.skills[0]!.id).toBe(skill)
  })

  test(`setting a test day and a target shows the plan, the goal and the streak, in ${language}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const { token } = await newLearner(request, `plan-${locale}`)
    // 22 questions answered today: more than the least daily goal, 10.
    await mathEvaluationMissing(request, token, () => null)
    await signIn(context, baseURL!, token, locale)
    await page.goto('/settings#plan')
    const day = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10)
    await page.getByRole('textbox', { name: say.testDay, exact: true }).fill(day)
    // Within reach of the starting estimate: the goal is the least, 10 a day.
    await page.getByRole('spinbutton', { name: say.targetScore, exact: true }).fill('1000')
    await page.getByRole('button', { name: say.savePlan }).click()
    await expect(page.getByText(say.planSaved)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/home')
    const plan = page.getByRole('region', { name: say.plan })
    await expect(plan).toBeVisible()
    await expect(plan.getByText(say.daysLeft, { exact: true })).toBeVisible()
    await expect(plan.getByText(say.dailyGoal, { exact: true })).toBeVisible()
    await expect(plan.getByText(say.streak, { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
