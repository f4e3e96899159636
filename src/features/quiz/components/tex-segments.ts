/** A run of plain text, or TeX from between `\(` `\)` (inline) or `\[` `\]` (display). */
export type TexSegment = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean }

// The contract's delimiters (schema `Question`). `$` is not one: prices in word problems stay text.
const DELIMITED = /\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g

/** Whether the text has TeX to typeset (and so whether KaTeX needs loading at all). */
export function hasTex(text: string): boolean {
  return splitTex(text).some((segment) => segment.kind === 'math')
}

/** Splits question text into plain runs and TeX; an opening delimiter with no closing one stays text. */
export function splitTex(text: string): TexSegment[] {
  const segments: TexSegment[] = []
  let last = 0
  for (const match of text.matchAll(DELIMITED)) {
    const start = match.index
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) })
    const display = match[2] !== undefined
    const tex = (display ? match[2] : match[1])!.trim()
    if (tex) segments.push({ kind: 'math', tex, display })
    last = start + match[0].length
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) })
  return segments
}
