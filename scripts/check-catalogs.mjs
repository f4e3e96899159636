// Catalog check: the PO catalogs match the source (nothing to extract, nothing
// obsolete) and every message has a real Arabic translation. Leaves the
// catalogs as they were.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const files = ['locales/en/messages.po', 'locales/ar/messages.po']
const before = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))

let after
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' })
} finally {
  after = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
  for (const [file, content] of before) writeFileSync(file, content)
}

const problems = []
for (const file of files) {
  if (after.get(file) !== before.get(file))
    problems.push(`${file} is out of date with the source: run \`npm run i18n:extract\`.`)
}

/** msgid -> msgstr pairs of a PO file (single-line entries, as Lingui writes them). */
function entries(po) {
  const pairs = []
  const lines = po.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('msgid "')) continue
    let id = JSON.parse(lines[i].slice(6))
    let j = i + 1
    while (lines[j]?.startsWith('"')) id += JSON.parse(lines[j++])
    if (!lines[j]?.startsWith('msgstr ')) continue
    let str = JSON.parse(lines[j].slice(7))
    j++
    while (lines[j]?.startsWith('"')) str += JSON.parse(lines[j++])
    if (id) pairs.push([id, str])
  }
  return pairs
}

const arabic = entries(before.get('locales/ar/messages.po'))
const untranslated = arabic.filter(([, str]) => !str.trim()).map(([id]) => id)
const notArabic = arabic
  .filter(([id, str]) => str.trim() && !/[\u0600-\u06FF]/.test(str) && /[a-z]{3}/i.test(id))
  .map(([id]) => id)
if (untranslated.length) problems.push(`Untranslated in Arabic:\n  - ${untranslated.join('\n  - ')}`)
if (notArabic.length) problems.push(`Arabic entries with no Arabic script:\n  - ${notArabic.join('\n  - ')}`)

/** Placeholders ({name}, <0>) must survive translation. */
const tokens = (s) =>
  [...s.matchAll(/\{\w+\}|<\/?\d+\/?>/g)]
    .map((m) => m[0])
    .sort()
    .join(' ')
const broken = arabic.filter(([id, str]) => str && tokens(id) !== tokens(str)).map(([id]) => id)
if (broken.length) problems.push(`Arabic entries whose placeholders differ from English:\n  - ${broken.join('\n  - ')}`)

if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`Catalogs up to date: ${arabic.length} messages, all translated into Arabic.`)
