import { describe, expect, it } from 'vitest'
import { offsetAt, passageRuns, selectedRange, trimRange } from './passage-ranges'
import type { Highlight } from './question-tools-store'

const highlight = (key: string, start: number, end: number): Highlight => ({ key, id: key, start, end, note: null })

/** Draws runs as the passage does: a `<mark>` per highlighted run, a span per piece. */
function draw(passage: string, highlights: Highlight[]) {
  const root = document.createElement('div')
  for (const run of passageRuns(passage, highlights)) {
    const parent = run.highlight ? root.appendChild(document.createElement('mark')) : root
    for (const piece of run.pieces) {
      const span = parent.appendChild(document.createElement('span'))
      span.dataset.start = String(piece.start)
      span.dataset.end = String(piece.end)
      if (piece.tex) span.dataset.tex = ''
      span.textContent = piece.tex ? 'typeset' : passage.slice(piece.start, piece.end)
    }
  }
  document.body.replaceChildren(root)
  return root
}

describe('passageRuns', () => {
  it('cuts the passage where highlights begin and end', () => {
    const runs = passageRuns('one two three', [highlight('h', 4, 7)])
    expect(
      runs.map((run) => [run.highlight?.key ?? null, run.pieces.map((piece) => [piece.start, piece.end])]),
    ).toEqual([
      [null, [[0, 4]]],
      ['h', [[4, 7]]],
      [null, [[7, 13]]],
    ])
  })

  it('draws the shorter of two overlapping highlights on top, the longer one on both sides', () => {
    const runs = passageRuns('abcdefghij', [highlight('long', 0, 10), highlight('short', 3, 5)])
    expect(runs.map((run) => [run.highlight!.key, run.first])).toEqual([
      ['long', true],
      ['short', true],
      ['long', false],
    ])
  })

  it('keeps a TeX expression whole, highlighted as a unit', () => {
    const passage = 'Let \\(x+1\\) be'
    const runs = passageRuns(passage, [highlight('h', 6, 14)])
    const tex = runs.flatMap((run) => run.pieces).find((piece) => piece.tex)!
    expect([tex.start, tex.end]).toEqual([4, 11])
    expect(runs.find((run) => run.pieces.includes(tex))!.highlight?.key).toBe('h')
  })
})

describe('offsetAt and selectedRange', () => {
  it('read a selection across highlights as offsets in the passage', () => {
    const passage = 'The farmers reported that tomatoes stayed firm.'
    const root = draw(passage, [highlight('h', 4, 11)])
    const inside = root.querySelector('mark span')!.firstChild!
    const after = root.lastElementChild!.firstChild!
    const range = document.createRange()
    range.setStart(inside, 2)
    range.setEnd(after, 9)
    const selection = document.getSelection()!
    selection.removeAllRanges()
    selection.addRange(range)
    expect(selectedRange(root, selection)).toEqual({ start: 6, end: 20 })
    expect(passage.slice(6, 20)).toBe('rmers reported')
  })

  it('snaps a point inside TeX to its start or end', () => {
    const root = draw('a \\(x\\) b', [])
    const tex = root.querySelector('[data-tex]')!.firstChild!
    expect(offsetAt(root, tex, 3, 'start')).toBe(2)
    expect(offsetAt(root, tex, 3, 'end')).toBe(7)
  })

  it('is null for a selection outside the passage or empty', () => {
    const root = draw('words', [])
    const outside = document.body.appendChild(document.createElement('p'))
    outside.textContent = 'elsewhere'
    const selection = document.getSelection()!
    selection.selectAllChildren(outside)
    expect(selectedRange(root, selection)).toBeNull()
    selection.collapse(root.firstChild!.firstChild!, 2)
    expect(selectedRange(root, selection)).toBeNull()
  })
})

it('trimRange drops the space a double click takes with a word', () => {
  expect(trimRange('one two three', { start: 4, end: 8 })).toEqual({ start: 4, end: 7 })
  expect(trimRange('a   b', { start: 1, end: 4 })).toBeNull()
})
