import { mkdir, writeFile } from 'node:fs/promises'
import { expect, newLearner, signIn, startEvaluation, test } from './fixtures'

/** The Event Timing entries the page has seen (the browser reports those of 16 ms or more). */
interface EventEntry {
  name: string
  duration: number
  interactionId: number
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/**
 * Spec goal: selecting an answer responds within 50 ms. Measured as the browser measures it
 * (Event Timing: from the input to the next paint) on the real quiz screen, with the CPU slowed
 * down 4 times through the DevTools protocol. The figures go to `.tmp/answer-latency.json`.
 */
// No trace recording here: its snapshots would run on the page's main thread during the measure.
test.use({ trace: 'off' })

test('selecting an answer responds within 50 ms with a 4x slower CPU (Event Timing)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { token } = await newLearner(request, 'latency')
  const { id, questions } = await startEvaluation(request, token)
  const choiceQuestion = questions.find((question) => question.format === 'multiple_choice')!
  await signIn(context, baseURL!, token, 'en')
  await page.goto(`/evaluate/quiz/${id}`)
  await page
    .getByRole('navigation')
    .getByRole('button', { name: new RegExp(`^Question ${choiceQuestion.position}, `) })
    .click()
  await expect(
    page.getByRole('heading', { level: 2, name: `Question ${choiceQuestion.position} of ${questions.length}` }),
  ).toBeVisible()
  const radios = page.getByRole('radio')
  await expect(radios).toHaveCount(4)

  // The page's own observer (a string: this project's Node types have no DOM).
  await page.evaluate(`
    window.eventTimings = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.eventTimings.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId ?? 0 })
    }).observe({ type: 'event', durationThreshold: 16 })
  `)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  /** The longest event of each new interaction since the last call (an interaction under 16 ms has none). */
  const seenIds = new Set<number>()
  const newInteractions = async (count: number) => {
    await page.waitForTimeout(300)
    const entries = (await page.evaluate('window.eventTimings')) as EventEntry[]
    const longest = new Map<number, number>()
    for (const entry of entries)
      if (entry.interactionId > 0 && !seenIds.has(entry.interactionId))
        longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration))
    for (const id of longest.keys()) seenIds.add(id)
    return [...longest.values(), ...Array<number>(Math.max(0, count - longest.size)).fill(0)]
  }
  const summary = (durations: number[]) => ({
    selections: durations.length,
    medianMs: percentile(durations, 50),
    p75Ms: percentile(durations, 75),
    maxMs: Math.max(...durations),
  })

  // 12 selections with the letter keys, then 12 with the pointer, each to another choice.
  const rounds = 12
  for (let round = 0; round < rounds; round += 1) {
    await page.keyboard.press('abcd'[round % 4]!)
    await expect(radios.nth(round % 4)).toBeChecked()
  }
  const keyboard = await newInteractions(rounds)
  for (let round = 0; round < rounds; round += 1) {
    await page
      .getByText('ABCD'[(round + 1) % 4]!, { exact: true })
      .first()
      .click()
    await expect(radios.nth((round + 1) % 4)).toBeChecked()
  }
  const pointer = await newInteractions(rounds)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })

  const all = [...keyboard, ...pointer]
  const figures = {
    cpuSlowdown: 4,
    all: summary(all),
    keyboard: summary(keyboard),
    pointer: summary(pointer),
    note: 'Event Timing: from the input to the next paint, in steps of 8 ms; 0 stands for an interaction under 16 ms (not reported).',
  }
  console.log(`answer selection latency: ${JSON.stringify(figures)}`)
  await mkdir('.tmp', { recursive: true })
  await writeFile('.tmp/answer-latency.json', `${JSON.stringify(figures, null, 2)}\n`)
  // Budgets, not the goal: the figures are printed and the goal (50 ms) is judged on them; these
  // bounds leave room for a loaded CI machine and still fail a regression (docs/decisions.md,
  // "Answer latency").
  expect(figures.keyboard.medianMs).toBeLessThanOrEqual(80)
  expect(figures.pointer.medianMs).toBeLessThanOrEqual(160)
})
