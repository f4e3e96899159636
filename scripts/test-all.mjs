// `npm test`: every check of the project, in order, failing fast, with timings.
// `npm test -- <words>` runs only the steps whose name contains one of the words.
import { spawn } from 'node:child_process'

/**
 * The steps, in order. A group's steps run at the same time (they read the sources and write nothing
 * the others read, and each keeps one core busy for under a minute): their output is printed whole, step by step, once all of
 * them have ended. One after another, the static checks took 2 minutes on a 2-core machine.
 */
const steps = [
  {
    group: [
      ['typecheck', 'tsc -b'],
      ['lint', 'eslint . --max-warnings 0'],
      ['format', 'prettier --check . --log-level warn'],
      ['contract lint', 'redocly lint openapi/openapi.yaml --format=stylish'],
      ['contract types fresh', 'node scripts/generate-api-types.mjs --check'],
      ['catalogs', 'node scripts/check-catalogs.mjs'],
    ],
  },
  // Alone: it writes deliberate violations into src/ for a moment, which the checks above would read.
  ['boundary rules fire', 'node scripts/check-boundaries.mjs'],
  ['unit + server tests (PGlite)', 'vitest run --project unit --project server'],
  // The server's tests again on PostgreSQL; the ones that never open a database (the bank's files, the
  // generators, the domain rules) ran in the step before and would only repeat themselves. The fuzz
  // suites send 250 requests per operation there, not 1,000: PGlite is the same PostgreSQL engine, so
  // the step before has already sent the thousand to its SQL; this one checks the driver and the pool.
  [
    'server tests (PostgreSQL)',
    'FUZZ_RUNS=250 node scripts/with-postgres.mjs vitest run --project server' +
      ' --exclude "**/server/src/domain/**" --exclude "**/server/src/content/generators/**"' +
      ' --exclude server/src/content/validate.test.ts --exclude server/src/content/bank-bias.test.ts',
  ],
  ['curl walk-through (README)', 'node scripts/walkthrough-check.mjs'],
  ['story tests (Chromium)', 'vitest run --project storybook'],
  // Alone: both builds below read the styles it writes.
  ['style codegen', 'panda codegen --silent'],
  // Together: each keeps about one core busy (Rollup bundles on one thread), 35 and 40 s one after the other.
  {
    group: [
      ['build', 'vite build --logLevel warn && npm run prerender --silent'],
      ['storybook build', 'storybook build --quiet -o storybook-static'],
    ],
  },
  ['bundle budget', 'node scripts/bundle-budget.mjs'],
  ['end-to-end (Chromium)', 'playwright test'],
]

const env = { ...process.env, FORCE_COLOR: '0' }

/**
 * Runs one step; its output is kept, and printed as it comes unless `captured` (then the caller prints
 * it). CI shows only the end of a run: the summary names the failed tests again (`failures`).
 */
function run(command, captured) {
  return new Promise((resolve) => {
    const started = performance.now()
    const child = spawn(command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (stream) => (chunk) => {
      output += chunk
      if (!captured) stream.write(chunk)
    }
    child.stdout.on('data', keep(process.stdout))
    child.stderr.on('data', keep(process.stderr))
    child.on('close', (status) => resolve({ ok: status === 0, seconds: (performance.now() - started) / 1000, output }))
  })
}

/** A failed step's failing tests, as Vitest (`FAIL`, `×`) and Playwright (`✘`, `1) …`) name them. */
function failures(output) {
  const lines = output
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .filter((line) => /^\s*(FAIL\s|×\s|✘\s|\d+\) \[)/.test(line))
    .map((line) => line.trim())
  return [...new Set(lines)].slice(0, 30)
}

const only = process.argv.slice(2)
const wanted = ([name]) => !only.length || only.some((word) => name.includes(word))
const results = []
const runStarted = performance.now()
for (const step of steps) {
  const group = (step.group ?? [step]).filter(wanted)
  if (group.length === 0) continue
  if (group.length === 1) {
    const [name, command] = group[0]
    console.log(`\n▶ ${name}: ${command}`)
    const { ok, seconds, output } = await run(command, false)
    results.push([name, ok, seconds, output])
  } else {
    console.log(`\n▶ at the same time: ${group.map(([name]) => name).join(', ')}`)
    const outcomes = await Promise.all(group.map(([, command]) => run(command, true)))
    group.forEach(([name, command], index) => {
      const { ok, seconds, output } = outcomes[index]
      console.log(`\n▶ ${name}: ${command}`)
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
      results.push([name, ok, seconds, output])
    })
  }
  if (results.some(([, ok]) => !ok)) break
}

console.log('\nnpm test summary:')
for (const [name, ok, seconds, output] of results) {
  console.log(`  ${ok ? 'pass' : 'FAIL'}  ${seconds.toFixed(1).padStart(6)} s  ${name}`)
  if (!ok) for (const line of failures(output)) console.log(`          ${line}`)
}
const failed = results.filter(([, ok]) => !ok).length
console.log(`  total ${((performance.now() - runStarted) / 1000).toFixed(0)} s (wall clock; steps of a group overlap)`)
console.log(`\nchecks: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed || results.length === 0 ? 1 : 0)
