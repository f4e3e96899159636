import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4310)
const baseURL = `http://localhost:${port}`
/** A second server whose trial lasts 0 days: every new learner is expired (the banners' tests). */
const noTrialPort = port + 1
/**
 * A third server whose quizzes give 1 second per question, and whose full tests' clocks are divided by
 * 60 (32-second modules, a 10-second break): a clock runs out within the test.
 */
const shortClockPort = port + 2

/** A real server's settings; `scripts/e2e-servers.mjs` starts it on a fresh embedded database of its own. */
function server(serverPort: number, env: Record<string, string> = {}) {
  return {
    port: serverPort,
    env: {
      // One folder per port, so runs can share a machine.
      DATA_DIR: `.tmp/e2e-data-${serverPort}`,
      SPA_DIR: process.env.SPA_DIR ?? 'dist',
      APP_ENV: 'development',
      // Dozens of learners register from one address in a run.
      CLIENT_RATE_LIMIT_MULTIPLIER: '20',
      HOST: '127.0.0.1',
      // Thousands of requests: keep the per-request log lines out of the test output.
      REQUEST_LOG: '0',
      ...env,
    },
  }
}

/** Both lanes' browser: Debian's Chromium in a desktop window (no channel: never a downloaded browser). */
const desktop = { ...devices['Desktop Chrome'], channel: undefined }

/**
 * End-to-end tests run the built SPA on the real server and a fresh embedded
 * database, in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two lanes, each one test at a time: the tests tagged `@beside` (fixtures.ts: the ones that wait on
  // real clocks, and the screens' walk, each on learners of its own) run beside the others. One lane
  // took 20 minutes on a 2-core machine, 4 of them waiting on clocks.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // A trace of every test (each action's page, not a film of it), kept when it fails. Without traces
    // the step took 40% less CPU, but two tests raced in three runs (a toast over a button, a note's
    // save): see docs/decisions.md. The film (`screenshots`) was half of what they cost: 192 → 163
    // CPU-seconds on three files (145 without traces); the failure's screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', grepInvert: /@beside/, workers: 1, use: desktop },
    { name: 'beside', grep: /@beside/, workers: 1, use: desktop },
  ],
  // The three servers start at once (the script says when all three answer): one after the other,
  // as separate entries, they took the sum of their starts. The help centre "elsewhere" is the second
  // server: another origin, so leaving the app shows.
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    wait: { stdout: /e2e servers ready/ },
    timeout: 90_000,
    stdout: 'pipe',
    env: {
      E2E_SERVERS: JSON.stringify([
        server(port, {
          HELP_CENTER_URL: `http://127.0.0.1:${noTrialPort}/api/v1/health`,
          // The development stand-in of a country lookup, on another origin, answering the Emirates.
          COUNTRY_LOOKUP_URL: `http://127.0.0.1:${noTrialPort}/dev/country-lookup?country=AE`,
        }),
        server(noTrialPort, { TRIAL_DAYS: '0' }),
        server(shortClockPort, { QUIZ_SECONDS_PER_QUESTION: '1', FULL_TEST_CLOCK_DIVISOR: '60', SEED_DEMO: '0' }),
      ]),
    },
  },
})
