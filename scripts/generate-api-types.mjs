// Generates the contract's TypeScript types, one file that the SPA and the server both import, from
// openapi/openapi.yaml. With --check it fails when a committed copy is stale.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import * as prettier from 'prettier'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const spec = new URL(`file://${path.join(root, 'openapi/openapi.yaml')}`)
const targets = ['common/api/schema.gen.ts']
const check = process.argv.includes('--check')

const header = '// Generated from openapi/openapi.yaml by `npm run api:gen`. Do not edit.\n\n'
const ast = await openapiTS(spec, { alphabetize: false, immutable: false })
const prettierConfig = (await prettier.resolveConfig(path.join(root, targets[0]))) ?? {}
const source = await prettier.format(header + astToString(ast), { ...prettierConfig, parser: 'typescript' })

let stale = []
for (const target of targets) {
  const file = path.join(root, target)
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => '')
    if (current !== source) stale.push(target)
  } else {
    await writeFile(file, source)
    console.log(`wrote ${target}`)
  }
}
if (stale.length) {
  console.error(`Stale generated API types: ${stale.join(', ')}. Run \`npm run api:gen\` and commit the result.`)
  process.exit(1)
}
if (check) console.log(`API types are up to date (${targets.join(', ')}).`)
