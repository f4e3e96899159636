// `npm test`: every check of the project, in order, failing fast, with timings.
import { spawnSync } from 'node:child_process'

const steps = [
  ['typecheck', 'tsc -b'],
  ['lint', 'eslint . --max-warnings 0'],
  ['boundary rules fire', 'node scripts/check-boundaries.mjs'],
  ['format', 'prettier --check . --log-level warn'],
  ['contract lint', 'redocly lint openapi/openapi.yaml --format=stylish'],
  ['contract types fresh', 'node scripts/generate-api-types.mjs --check'],
  ['catalogs', 'node scripts/check-catalogs.mjs'],
  ['unit + server tests (PGlite)', 'vitest run --project unit --project server'],
  // The server's tests again on PostgreSQL; the ones that never open a database (the bank's files, the
  // generators, the domain rules) ran in the step before and would only repeat themselves.
  [
    'server tests (PostgreSQL)',
    'node scripts/with-postgres.mjs vitest run --project server' +
      ' --exclude "**/server/src/domain/**" --exclude "**/server/src/content/generators/**"' +
      ' --exclude server/src/content/validate.test.ts --exclude server/src/content/bank-bias.test.ts',
  ],
  ['curl walk-through (README)', 'node scripts/walkthrough-check.mjs'],
  ['story tests (Chromium)', 'vitest run --project storybook'],
  ['build', 'panda codegen --silent && vite build --logLevel warn && npm run prerender --silent'],
  ['bundle budget', 'node scripts/bundle-budget.mjs'],
  ['storybook build', 'storybook build --quiet -o storybook-static'],
  ['end-to-end (Chromium)', 'playwright test'],
]

const only = process.argv.slice(2)
const results = []
for (const [name, command] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue
  console.log(`\n▶ ${name}: ${command}`)
  const started = performance.now()
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: '0' } })
  const seconds = (performance.now() - started) / 1000
  results.push([name, status === 0, seconds])
  if (status !== 0) break
}

console.log('\nnpm test summary:')
for (const [name, ok, seconds] of results)
  console.log(`  ${ok ? 'pass' : 'FAIL'}  ${seconds.toFixed(1).padStart(6)} s  ${name}`)
const failed = results.filter(([, ok]) => !ok).length
const total = results.reduce((sum, [, , s]) => sum + s, 0)
console.log(`  total ${total.toFixed(0)} s`)
console.log(`\nchecks: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed || results.length === 0 ? 1 : 0)
