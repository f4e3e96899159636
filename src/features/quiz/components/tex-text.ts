import { splitTex } from './tex-segments'

// The TeX of the bank (server/content and the generators), as a reader of plain text writes it.
const SYMBOLS: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: '÷',
  pm: '±',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  pi: 'π',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  circ: '°',
  angle: '∠',
  parallel: '∥',
  perp: '⊥',
  triangle: '△',
  ell: 'ℓ',
  infty: '∞',
  ldots: '…',
  dots: '…',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  log: 'log',
  ln: 'ln',
}
const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
}

/** The argument in braces at `start` (which holds `{`), and where it ends; nested braces kept. */
function braced(tex: string, start: number): { body: string; end: number } | null {
  if (tex[start] !== '{') return null
  let depth = 0
  for (let i = start; i < tex.length; i++) {
    if (tex[i] === '{') depth++
    else if (tex[i] === '}' && --depth === 0) return { body: tex.slice(start + 1, i), end: i + 1 }
  }
  return null
}

/** `a` alone, or `(a + b)` when it has more than one term. */
const grouped = (text: string) => (/^[\p{L}\p{N}.π]+$/u.test(text) ? text : `(${text})`)

/** One TeX formula as plain text: `\dfrac{3}{4}` → `3/4`, `x^{2}` → `x²`, `\sqrt{2}` → `√2`. */
export function texToText(tex: string): string {
  let out = ''
  let i = 0
  while (i < tex.length) {
    const char = tex[i]!
    if (char === '\\') {
      const name = /^[a-zA-Z]+/.exec(tex.slice(i + 1))?.[0]
      if (!name) {
        // `\%`, `\$`, `\{`; `\,` `\;` `\ ` are spaces.
        const next = tex[i + 1] ?? ''
        out += /[,;:! ]/.test(next) ? ' ' : next
        i += 2
        continue
      }
      i += name.length + 1
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const top = braced(tex, i)
        const bottom = top && braced(tex, top.end)
        if (top && bottom) {
          out += `${grouped(texToText(top.body))}/${grouped(texToText(bottom.body))}`
          i = bottom.end
          continue
        }
      }
      if (name === 'sqrt') {
        const body = braced(tex, i)
        if (body) {
          out += `√${grouped(texToText(body.body))}`
          i = body.end
          continue
        }
      }
      if (name === 'overline' || name === 'text' || name === 'mathrm' || name === 'textbf') {
        const body = braced(tex, i)
        if (body) {
          const text = texToText(body.body)
          // A segment's name (AB) with its bar, as the question draws it.
          out += name === 'overline' ? [...text].map((letter) => `${letter}\u0305`).join('') : text
          i = body.end
          continue
        }
      }
      if (name === 'left' || name === 'right') continue
      out += SYMBOLS[name] ?? name
      continue
    }
    if (char === '^') {
      const body = braced(tex, i + 1)
      // `^\circ` (degrees): a command as the power, without braces.
      const command = body ? undefined : /^\\[a-zA-Z]+/.exec(tex.slice(i + 1))?.[0]
      const power = body ? texToText(body.body) : command ? texToText(command) : (tex[i + 1] ?? '')
      out +=
        power === '°'
          ? power
          : [...power].every((digit) => digit in SUPERSCRIPT)
            ? [...power].map((digit) => SUPERSCRIPT[digit]).join('')
            : `^${grouped(power)}`
      i = body ? body.end : i + 1 + (command?.length ?? 1)
      continue
    }
    if (char === '_') {
      const body = braced(tex, i + 1)
      out += `_${body ? texToText(body.body) : (tex[i + 1] ?? '')}`
      i = body ? body.end : i + 2
      continue
    }
    if (char === '{' || char === '}') {
      i++
      continue
    }
    out += char
    i++
  }
  return out.replace(/\s+/g, ' ').trim()
}

/** Question text with its formulas as plain text (a CSV file, anything that cannot typeset). */
export function plainMathText(text: string): string {
  return splitTex(text)
    .map((segment) => (segment.kind === 'math' ? texToText(segment.tex) : segment.text))
    .join('')
}
