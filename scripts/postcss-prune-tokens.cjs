// PostCSS plugin, after Panda's (issue 15, "generate only what is used"): Panda extracts only the
// utilities and recipe variants the sources use, but its tokens layer declares every token of the
// theme (each colour scale of the Park UI preset, light and dark, 675 variables) and every keyframe.
// This removes from the stylesheet:
// - the dark colour scheme (rules under `.dark`): the product has no dark mode, nothing sets the class;
// - token variables (and colour variables, which the `colorPalette` utilities declare for every step
//   of a scale, light and dark) nothing refers to: no `var(--…)` in the stylesheet, and the name nowhere in the
//   sources (an SVG's `fill="var(--colors-green-9)"`, a chart reading `--colors-green-11` with
//   getPropertyValue must name the whole variable so that it is kept);
// - keyframes no declaration names.
const { readdirSync, readFileSync } = require('node:fs')
const path = require('node:path')

const root = path.resolve(__dirname, '..')
// Panda's `include` (panda.config.ts) and the stylesheets beside it.
const SOURCE_DIRS = ['src', '.storybook']
const SOURCE_FILE = /\.(ts|tsx|css)$/
// Panda escapes dots in names: `--spacing-0\.5`.
const VARIABLE = /--[A-Za-z](?:[\w-]|\\.)*/g
const DARK = /^\.dark(?![\w-])/

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(file)
    else if (SOURCE_FILE.test(entry.name)) yield file
  }
}

/** Custom property names written anywhere in the sources. */
function namedInSources() {
  const names = new Set()
  for (const dir of SOURCE_DIRS)
    for (const file of sourceFiles(path.join(root, dir)))
      for (const [name] of readFileSync(file, 'utf8').matchAll(VARIABLE)) names.add(name)
  return names
}

const inTokensLayer = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'atrule' && parent.name === 'layer' && parent.params === 'tokens') return true
  return false
}

function removeDarkScheme(css) {
  css.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !DARK.test(selector))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
}

function removeUnusedVariables(css, keep) {
  for (let removed = true; removed;) {
    const used = new Set(keep)
    css.walkDecls((decl) => {
      for (const [name] of decl.value.matchAll(VARIABLE)) used.add(name)
    })
    removed = false
    css.walkDecls(/^--/, (decl) => {
      if (used.has(decl.prop) || !(inTokensLayer(decl) || decl.prop.startsWith('--colors-'))) return
      decl.remove()
      removed = true
    })
  }
}

function removeUnusedKeyframes(css) {
  const values = []
  css.walkDecls((decl) => values.push(decl.value))
  const named = new Set(values.flatMap((value) => value.split(/[\s,]+/)))
  css.walkAtRules('keyframes', (rule) => {
    if (!named.has(rule.params) && inTokensLayer(rule)) rule.remove()
  })
}

function removeEmptyRules(css) {
  css.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove()
  })
}

module.exports = () => ({
  postcssPlugin: 'prune-tokens',
  OnceExit(css) {
    // Only the stylesheet Panda writes its layers into.
    let hasTokens = false
    css.walkAtRules('layer', (rule) => {
      if (rule.params === 'tokens' && rule.nodes) hasTokens = true
    })
    if (!hasTokens) return
    removeDarkScheme(css)
    removeUnusedVariables(css, namedInSources())
    removeUnusedKeyframes(css)
    removeEmptyRules(css)
  },
})
module.exports.postcss = true
