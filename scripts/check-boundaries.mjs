// `npm test` step: the boundary rules of eslint.config.js still fire. Lints deliberate
// violations (text that is never committed) and fails unless each one is reported, so a
// rule switched off or a zone that stopped matching cannot pass unnoticed.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const eslint = new ESLint({ cwd: root })

/** Each probe: a file path in the tree, its text, and the rule that must report it. */
const probes = [
  {
    name: 'a feature imports another feature past its index.ts',
    file: 'src/features/home/boundary-probe.ts',
    text: "export { HISTORY_PAGE_SIZE } from '~/features/history/api/history'\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a feature imports app/',
    file: 'src/features/home/boundary-probe.ts',
    text: "export { createQueryClient } from '~/app/query-client'\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the api layer imports ui/',
    file: 'src/api/boundary-probe.ts',
    text: "export { Button } from '~/ui/button'\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a page calls the API itself',
    file: 'src/features/home/pages/boundary-probe.ts',
    text: "import { api } from '~/api/client'\nexport const probe = () => api.GET('/home/statistics')\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'a server route file queries the database',
    file: 'server/src/modules/home/boundary-probe-routes.ts',
    text: "import { users } from '../../db/schema'\nexport const probe = users\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a hand-written file over 400 lines',
    file: 'src/lib/boundary-probe.ts',
    text: Array.from({ length: 401 }, (_, i) => `export const line${i} = ${i}`).join('\n') + '\n',
    rule: 'max-lines',
  },
]

let failed = 0
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.text, { filePath: path.join(root, probe.file) })
  const reported = result.messages.some((message) => message.ruleId === probe.rule)
  console.log(`${reported ? 'ok  ' : 'FAIL'}  ${probe.name} (${probe.rule})`)
  if (!reported) failed++
}

// A cycle needs both files on disk: write two that import each other, lint one, remove them.
const cycleDir = path.join(root, 'src/lib', `boundary-probe-${process.pid}`)
try {
  await mkdir(cycleDir, { recursive: true })
  await writeFile(path.join(cycleDir, 'a.ts'), "import { b } from './b'\nexport const a = () => b\n")
  await writeFile(path.join(cycleDir, 'b.ts'), "import { a } from './a'\nexport const b = () => a\n")
  const [result] = await eslint.lintFiles([path.join(cycleDir, 'a.ts')])
  const reported = result.messages.some((message) => message.ruleId === 'import-x/no-cycle')
  console.log(`${reported ? 'ok  ' : 'FAIL'}  two modules import each other (import-x/no-cycle)`)
  if (!reported) failed++
} finally {
  await rm(cycleDir, { recursive: true, force: true })
}

if (failed) {
  console.error(`${failed} boundary rule(s) no longer fire: see eslint.config.js.`)
  process.exit(1)
}
