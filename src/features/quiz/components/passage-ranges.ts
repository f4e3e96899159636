import type { Highlight } from './question-tools-store'

// The contract's TeX delimiters, as `tex-segments.ts` reads them; here with their places in the
// passage, since highlights are offsets in the passage as written.
const DELIMITED = /\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g
/** `[[...]]` underlines its text (the bank's marker for "the underlined sentence"). */
export const UNDERLINED = /\[\[([^[\]]+)\]\]/g

/** A stretch of the passage drawn as one: plain text, or one TeX expression (never split). */
export interface PassagePiece {
  start: number
  end: number
  tex: boolean
  /** An underline marker, `[[` or `]]`: drawn as nothing, never split. */
  marker: boolean
  /** Inside `[[...]]`: drawn underlined. */
  underline: boolean
}

/** Pieces in a row under the same highlight (or none): one `<mark>` on screen. */
export interface PassageRun {
  highlight: Highlight | null
  /** The highlight's first run: the one that takes the focus and opens its note. */
  first: boolean
  pieces: PassagePiece[]
}

/** Where the TeX expressions are, `[start, end)` in the passage. */
function texSpans(passage: string): [number, number][] {
  return [...passage.matchAll(DELIMITED)].map((match) => [match.index, match.index + match[0].length])
}

/** Where the underline markers are, and the underlined text between them. */
function underlineSpans(passage: string): { markers: [number, number][]; underlined: [number, number][] } {
  const markers: [number, number][] = []
  const underlined: [number, number][] = []
  for (const match of passage.matchAll(UNDERLINED)) {
    const end = match.index + match[0].length
    markers.push([match.index, match.index + 2], [end - 2, end])
    underlined.push([match.index + 2, end - 2])
  }
  return { markers, underlined }
}

/**
 * The passage cut where highlights begin and end, as runs to draw. Where highlights overlap, the
 * shorter one is drawn on top (so a highlight inside another stays reachable); a TeX expression is
 * highlighted whole.
 */
export function passageRuns(passage: string, highlights: readonly Highlight[]): PassageRun[] {
  const tex = texSpans(passage)
  const { markers, underlined } = underlineSpans(passage)
  const atomic = [...tex, ...markers]
  const inside = (offset: number) => atomic.some(([start, end]) => offset > start && offset < end)
  const cuts = new Set([0, passage.length, ...atomic.flat(), ...underlined.flat()])
  for (const { start, end } of highlights)
    for (const offset of [start, end]) {
      const clamped = Math.min(passage.length, Math.max(0, offset))
      if (!inside(clamped)) cuts.add(clamped)
    }
  const sorted = [...cuts].sort((a, b) => a - b)
  const runs: PassageRun[] = []
  const seen = new Set<string>()
  for (let index = 0; index + 1 < sorted.length; index++) {
    const start = sorted[index]!
    const end = sorted[index + 1]!
    const piece = {
      start,
      end,
      tex: tex.some(([from, to]) => from === start && to === end),
      marker: markers.some(([from, to]) => from === start && to === end),
      underline: underlined.some(([from, to]) => start >= from && end <= to),
    }
    let owner: Highlight | null = null
    for (const highlight of highlights)
      if (highlight.start < end && highlight.end > start)
        if (!owner || highlight.end - highlight.start <= owner.end - owner.start) owner = highlight
    const last = runs.at(-1)
    if (last && last.highlight?.key === owner?.key) {
      last.pieces.push(piece)
      continue
    }
    const first = owner !== null && !seen.has(owner.key)
    if (owner) seen.add(owner.key)
    runs.push({ highlight: owner, first, pieces: [piece] })
  }
  return runs
}

/** The attributes that tie a drawn piece to its place in the passage (read back by `offsetAt`). */
export const pieceAttributes = (piece: PassagePiece) => ({
  'data-start': piece.start,
  'data-end': piece.end,
  'data-tex': piece.tex || piece.marker ? '' : undefined,
})

/**
 * The passage offset of a DOM point (a selection's end) inside `root`, which draws the pieces.
 * A point inside a TeX expression goes to its start (`side: 'start'`) or its end.
 */
export function offsetAt(root: HTMLElement, node: Node, offset: number, side: 'start' | 'end'): number {
  const pieces = root.querySelectorAll<HTMLElement>('[data-start]')
  const range = document.createRange()
  let length = 0
  for (const piece of pieces) {
    const start = Number(piece.dataset.start)
    const end = Number(piece.dataset.end)
    length = end
    range.selectNodeContents(piece)
    const place = range.comparePoint(node, offset)
    if (place < 0) return start
    if (place > 0) continue
    if (piece.dataset.tex !== undefined) return side === 'start' ? start : end
    if (node.nodeType === Node.TEXT_NODE) return Math.min(end, start + offset)
    return offset === 0 ? start : end
  }
  return length
}

/** The part of the passage the selection covers, or `null` when it is empty or outside `root`. */
export function selectedRange(root: HTMLElement, selection: Selection | null): { start: number; end: number } | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null
  const range = selection.getRangeAt(0)
  if (!root.contains(range.commonAncestorContainer) && range.commonAncestorContainer !== root) {
    // A selection that only overlaps the passage: its part inside counts.
    if (!range.intersectsNode(root)) return null
  }
  const clipped = range.cloneRange()
  const whole = document.createRange()
  whole.selectNodeContents(root)
  if (clipped.compareBoundaryPoints(Range.START_TO_START, whole) < 0) clipped.setStart(root, 0)
  if (clipped.compareBoundaryPoints(Range.END_TO_END, whole) > 0) clipped.setEnd(root, root.childNodes.length)
  const start = offsetAt(root, clipped.startContainer, clipped.startOffset, 'start')
  const end = offsetAt(root, clipped.endContainer, clipped.endOffset, 'end')
  return end > start ? { start, end } : null
}

/** Trims white space at both ends of a range of `passage` (a double click takes the space after a word). */
export function trimRange(passage: string, { start, end }: { start: number; end: number }) {
  while (start < end && /\s/.test(passage[start]!)) start++
  while (end > start && /\s/.test(passage[end - 1]!)) end--
  return end > start ? { start, end } : null
}
