// Answer-selection latency on the real quiz screen (issue 15, Deliver 6): how long a learner waits
// between choosing an answer and seeing it chosen, as the browser itself measures it (Event Timing:
// from the input to the next paint), in Debian's Chromium with the CPU slowed down 4x.
//
// For each way of choosing (a real mouse click on the choice's label, the A–D keys) it measures:
//   - the FIRST selection after a fresh load of the quiz screen, over several loads (the first
//     interaction pays for whatever the page left for later: it is the one a learner feels first);
//   - then a series of later selections on the same page, each to another choice.
// The quiz is a Math evaluation started through the API for the given learner, opened on a
// multiple-choice question whose choices are typeset by KaTeX (earlier questions are skipped).
//
// `scripts/bench-web.mjs` calls `measureSelectionLatency` against the server it started. Alone,
// against a running server (`npm run serve`, or `npm start`):
//   node scripts/bench/selection-latency.mjs --base-url http://localhost:3000 [--token …]
//     [--loads 6] [--rounds 12] [--locale en|ar] [--phone] [--json]
// Without --token it signs in as the demo learner (demo@example.com, seeded in development).
//
// Event Timing reports only interactions of 16 ms or more; one with no entry took less, and is
// counted as 16 ms here (`unreportedCountedAsMs`), so every figure is an upper bound.
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath as debianChromium } from '../chromium.mjs'

const EVENT_THRESHOLD_MS = 16
const UNREPORTED_AS_MS = EVENT_THRESHOLD_MS
const CPU_SLOWDOWN = 4
/** How long a hand holds a mouse button or a key down (a quick click is 50–150 ms). */
const HOLD_MS = 80
const DESKTOP = { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 }
// Lighthouse's mobile screen.
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 }
const hasTex = (text) => /\\\(|\\\[/.test(text)

/** A JSON call to the API as the learner. */
async function api(baseURL, token, method, path, body) {
  const response = await fetch(new URL(`/api/v1${path}`, baseURL), {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

async function demoToken(baseURL) {
  const response = await fetch(new URL('/api/v1/login', baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'Learn-SAT-2026' }),
  })
  if (!response.ok) throw new Error(`demo login: ${response.status}`)
  return (await response.json()).user.token
}

/**
 * A new Math evaluation that resumes on its first multiple-choice question with TeX in every
 * choice (the questions before it are skipped through the API, so the screen opens on it).
 */
async function prepareQuiz(baseURL, token) {
  const { id } = await api(baseURL, token, 'POST', '/evaluations', {
    system: 'SAT',
    subject: 'math',
    timer_type: 'loose',
  })
  const { questions } = await api(baseURL, token, 'GET', `/quizzes/${id}`)
  const target = questions.find(
    (question) => question.format === 'multiple_choice' && question.choices.every((choice) => hasTex(choice.text)),
  )
  if (!target) throw new Error('the evaluation has no multiple-choice question with math in its choices')
  for (const question of questions.filter((candidate) => candidate.position < target.position))
    await api(baseURL, token, 'POST', `/quizzes/${id}/questions/${question.id}/skip`)
  return { id, question: target }
}

// Runs in the page before its own scripts (a string: no DOM types here). Every Event Timing entry
// is kept, with the breakdown of the longest: input delay, handlers, and rendering to the paint.
const OBSERVE_EVENTS = `
  window.__eventTimings = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        window.__eventTimings.push({
          name: entry.name,
          interactionId: entry.interactionId,
          duration: entry.duration,
          inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
          presentation: entry.startTime + entry.duration - entry.processingEnd,
        })
  }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true })
`

/** Lets the page paint and report its entries, without a polling script running meanwhile. */
const settle = (page, ms) =>
  page.evaluate(
    `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ${ms}))))`,
  )

/**
 * A fresh load of the quiz screen, the CPU slowed down from the start, waited on until the learner
 * sees the question: the four choices with their math typeset, the fonts in, the network quiet.
 */
async function openQuiz(context, path, settleMs) {
  const page = await context.newPage()
  await page.addInitScript(OBSERVE_EVENTS)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(path)
  const radios = page.getByRole('radio')
  await radios.nth(3).waitFor({ state: 'attached', timeout: 60_000 })
  await page.locator('label:has(input[type="radio"]) .katex').nth(3).waitFor({ state: 'visible', timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  await page.evaluate('document.fonts.ready.then(() => undefined)')
  await settle(page, settleMs)
  return page
}

/** The choice's label, in the middle of the window, where a learner would click it. */
async function labelCentre(page, choiceId) {
  const label = page.locator(`label:has(input[type="radio"][value="${choiceId}"])`)
  // To the middle of the window: scrolled only into view, the last choice can sit under the quiz's
  // bottom bar (it stays on screen, sticky), which would take the click.
  await label.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const box = await label.boundingBox()
  if (!box) throw new Error(`choice ${choiceId} has no box`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * One selection, by a real mouse click at the label or a key press, and its Event Timing duration.
 * Both as a hand makes them: the pointer comes to rest on the card first (hover is not part of
 * the interaction), and the button or key is held for `HOLD_MS`. Playwright's `mouse.click` and
 * `keyboard.press` would press and release at once and, for the mouse, move again first: the
 * press's entry then runs to a paint that also waits on the release and on that extra move.
 */
async function select(page, way, choice, seen) {
  if (way === 'pointer') {
    const centre = await labelCentre(page, choice.id)
    await page.mouse.move(centre.x, centre.y)
    await settle(page, 100)
    await page.mouse.down()
    await page.waitForTimeout(HOLD_MS)
    await page.mouse.up()
  } else {
    const key = choice.label.toLowerCase()
    await page.keyboard.down(key)
    await page.waitForTimeout(HOLD_MS)
    await page.keyboard.up(key)
  }
  await settle(page, 150)
  const checked = await page.locator(`input[type="radio"][value="${choice.id}"]`).isChecked()
  if (!checked) throw new Error(`${way}: choice ${choice.label} was not selected`)
  const entries = await page.evaluate('window.__eventTimings')
  const longest = new Map()
  for (const entry of entries)
    if (!seen.has(entry.interactionId) && (longest.get(entry.interactionId)?.duration ?? -1) < entry.duration)
      longest.set(entry.interactionId, entry)
  for (const id of longest.keys()) seen.add(id)
  // A key press is one interaction (keydown and keyup); a click is one (pointerdown to click).
  const worst = [...longest.values()].sort((a, b) => b.duration - a.duration)[0]
  return worst
    ? { ms: worst.duration, event: worst.name, ...breakdown(worst) }
    : { ms: UNREPORTED_AS_MS, event: null, unreported: true }
}

const breakdown = (entry) => ({
  inputDelayMs: Math.round(entry.inputDelay),
  processingMs: Math.round(entry.processing),
  presentationMs: Math.round(entry.presentation),
})

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

function summary(first, later) {
  const all = [...first, ...later].map((sample) => sample.ms)
  return {
    firstMs: percentile(
      first.map((sample) => sample.ms),
      50,
    ),
    medianMs: percentile(all, 50),
    p75Ms: percentile(all, 75),
    maxMs: Math.max(...all),
    selections: all.length,
    unreported: [...first, ...later].filter((sample) => sample.unreported).length,
    first,
    later,
  }
}

/** `loads` fresh loads, each measuring its first selection; on the last, `rounds` more. */
async function measureWay(context, path, question, way, { loads, rounds, settleMs }) {
  const first = []
  const later = []
  for (let load = 0; load < loads; load += 1) {
    const page = await openQuiz(context, path, settleMs)
    const seen = new Set()
    first.push(await select(page, way, question.choices[load % 4], seen))
    if (load === loads - 1)
      for (let round = 1; round <= rounds; round += 1)
        later.push(await select(page, way, question.choices[(load + round) % 4], seen))
    await page.close()
  }
  return summary(first, later)
}

/**
 * Measures answer selection on the quiz screen of `baseURL` for the learner of `token` (who can
 * start a Math evaluation). Returns, for `pointer` and `key`: the median of the first selection
 * after a load (`firstMs`) and the median, 75th percentile and maximum over all selections.
 */
export async function measureSelectionLatency({
  baseURL,
  token,
  chromiumPath = debianChromium,
  loads = 6,
  rounds = 12,
  locale = 'en',
  device = 'desktop',
  settleMs = 1000,
}) {
  const { id, question } = await prepareQuiz(baseURL, token)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const context = await browser.newContext({ baseURL, ...(device === 'phone' ? PHONE : DESKTOP) })
    await context.addCookies([
      { name: 'token', value: token, url: baseURL },
      { name: 'i18n_redirected', value: locale, url: baseURL },
    ])
    const path = `/evaluate/quiz/${id}`
    const options = { loads, rounds, settleMs }
    const pointer = await measureWay(context, path, question, 'pointer', options)
    const key = await measureWay(context, path, question, 'key', options)
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      device,
      locale,
      question: question.position,
      unreportedCountedAsMs: UNREPORTED_AS_MS,
      note: `Event Timing (input to next paint, 8 ms steps); an interaction under ${EVENT_THRESHOLD_MS} ms has no entry and counts as ${UNREPORTED_AS_MS} ms.`,
      pointer,
      key,
    }
  } finally {
    await browser.close()
  }
}

/** The table `scripts/bench-web.mjs` and the command line print. */
export function formatSelectionLatency(result) {
  const row = (way, figures) =>
    `| ${way} | ${figures.firstMs} | ${figures.medianMs} | ${figures.p75Ms} | ${figures.maxMs} | ${figures.selections} (${figures.unreported} under ${EVENT_THRESHOLD_MS} ms) |`
  return [
    `Answer selection, ${result.cpuSlowdown}x CPU, ${result.device}, ${result.locale} (ms; under ${EVENT_THRESHOLD_MS} ms counted as ${result.unreportedCountedAsMs}):`,
    '| way | first after load (median) | median | p75 | max | selections |',
    '|---|---|---|---|---|---|',
    row('pointer (mouse on the label)', result.pointer),
    row('key (A–D)', result.key),
  ].join('\n')
}

const isMain = import.meta.url === new URL(process.argv[1] ?? '', 'file:').href
if (isMain) {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: 'http://localhost:3000' },
      token: { type: 'string' },
      loads: { type: 'string', default: '6' },
      rounds: { type: 'string', default: '12' },
      locale: { type: 'string', default: 'en' },
      phone: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  })
  const baseURL = values['base-url']
  const result = await measureSelectionLatency({
    baseURL,
    token: values.token ?? (await demoToken(baseURL)),
    loads: Number(values.loads),
    rounds: Number(values.rounds),
    locale: values.locale,
    device: values.phone ? 'phone' : 'desktop',
  })
  console.log(values.json ? JSON.stringify(result, null, 2) : formatSelectionLatency(result))
}
