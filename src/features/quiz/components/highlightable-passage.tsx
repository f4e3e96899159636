import { Trans, useLingui } from '@lingui/react/macro'
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { hasTextSelected, mark, markButton, pressOnKeys } from './highlight-parts'
import { MathText, QUESTION_LANG } from './math-text'
import {
  passageRuns,
  pieceAttributes,
  selectedRange,
  trimRange,
  type PassagePiece,
  type PassageRun,
} from './passage-ranges'
import { useHighlights, type Highlight, type QuestionToolsStore } from './question-tools-store'

const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  pb: '3',
  mb: '3',
  borderBlockEndWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.subtle',
  // Beside the question (lg) the passage scrolls: its tools stay at the top of it.
  lg: { position: 'sticky', top: '-4', pt: '4', mt: '-4', zIndex: '1' },
})
const underlinedText = css({
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
})
const loadHighlightPopover = () => import('./highlight-popover')
const HighlightPopover = lazy(loadHighlightPopover)

/** One piece of the passage as written: text (underlined inside `[[...]]`), TeX typeset by KaTeX, or a marker. */
function Piece({ passage, piece }: { passage: string; piece: PassagePiece }) {
  if (piece.marker) return <span {...pieceAttributes(piece)} />
  const text = passage.slice(piece.start, piece.end)
  return (
    <span {...pieceAttributes(piece)} className={piece.underline ? underlinedText : undefined}>
      {piece.tex ? <MathText text={text} /> : text}
    </span>
  )
}

const focusHighlight = (root: HTMLElement | null, key: string) =>
  root?.querySelector<HTMLElement>(`[data-highlight="${CSS.escape(key)}"] [tabindex="0"]`)?.focus()

interface HighlightMarkProps {
  run: PassageRun & { highlight: Highlight }
  passage: string
  open: boolean
  onOpenChange: (key: string | null) => void
  store: QuestionToolsStore
  disabled: boolean
  onRemoved: () => void
}

/**
 * A highlight drawn with `<mark>`. Its first run is the button (one tab stop) that opens its note;
 * a later run (a highlight cut by a shorter one inside it) opens the same note on a click.
 */
function HighlightMark({ run, passage, open, onOpenChange, store, disabled, onRemoved }: HighlightMarkProps) {
  const { t } = useLingui()
  const { highlight } = run
  const pieces = run.pieces.map((piece) => <Piece key={piece.start} passage={passage} piece={piece} />)
  const note = highlight.note ? t`Note: ${highlight.note}` : undefined
  const markProps = { className: mark, 'data-highlight': highlight.key, 'data-note': highlight.note ? '' : undefined }
  if (!run.first)
    return (
      <mark {...markProps}>
        <span
          role="button"
          tabIndex={-1}
          className={markButton}
          title={note}
          onClick={() => !hasTextSelected() && onOpenChange(highlight.key)}
          onKeyDown={pressOnKeys}
        >
          {pieces}
        </span>
      </mark>
    )
  // The first run carries the note's popover (Ark's popover and its positioning: a chunk loaded once a
  // highlight is drawn, not with the quiz). Until it is here the mark is a plain button that opens it.
  return (
    <Suspense
      fallback={
        <mark {...markProps}>
          <span
            role="button"
            tabIndex={0}
            className={markButton}
            title={note}
            onClick={() => !hasTextSelected() && onOpenChange(highlight.key)}
            onKeyDown={pressOnKeys}
          >
            {pieces}
          </span>
        </mark>
      }
    >
      <HighlightPopover
        highlight={highlight}
        passage={passage}
        pieces={pieces}
        markProps={markProps}
        note={note}
        open={open}
        onOpenChange={onOpenChange}
        store={store}
        disabled={disabled}
        onRemoved={onRemoved}
      />
    </Suspense>
  )
}

type Range = { start: number; end: number }

/** Highlight and Add note, for the words selected in the passage (by pointer or keyboard). */
function HighlightToolbar({
  textRef,
  passage,
  disabled,
  onHighlight,
}: {
  textRef: RefObject<HTMLDivElement | null>
  passage: string
  disabled: boolean
  onHighlight: (range: Range, withNote: boolean) => void
}) {
  const [range, setRange] = useState<Range | null>(null)
  useEffect(() => {
    const onSelectionChange = () => {
      const root = textRef.current
      const selected = root && selectedRange(root, document.getSelection())
      const next = selected ? trimRange(passage, selected) : null
      setRange((previous) => (previous?.start === next?.start && previous?.end === next?.end ? previous : next))
    }
    document.addEventListener('selectionchange', onSelectionChange)
    return () => document.removeEventListener('selectionchange', onSelectionChange)
  }, [textRef, passage])
  const act = (withNote: boolean) => {
    if (!range) return
    document.getSelection()?.removeAllRanges()
    setRange(null)
    onHighlight(range, withNote)
  }
  // A press on a tool keeps the words selected (the button does not take the selection away).
  const keepSelection = (event: MouseEvent) => event.preventDefault()
  const off = disabled || range === null
  return (
    <div className={toolbar}>
      <Button
        type="button"
        size="xs"
        variant="outline"
        disabled={off}
        onMouseDown={keepSelection}
        onClick={() => act(false)}
      >
        <Trans>Highlight</Trans>
      </Button>
      <Button
        type="button"
        size="xs"
        variant="outline"
        disabled={off}
        onMouseDown={keepSelection}
        onClick={() => act(true)}
      >
        <Trans>Add note</Trans>
      </Button>
    </div>
  )
}

const ARROWS: Record<string, [direction: 'left' | 'right' | 'forward' | 'backward', line: boolean]> = {
  ArrowLeft: ['left', false],
  ArrowRight: ['right', false],
  ArrowUp: ['backward', true],
  ArrowDown: ['forward', true],
}

/**
 * Selecting from the keyboard in the passage, which is not editable (so the browser moves no caret):
 * Shift and the arrows select from where the learner clicked, or from the start (with Ctrl, by
 * word); once selecting, the arrows alone move the start of the next selection, and Escape stops.
 * Without a selection the arrows keep their quiz meaning (previous and next question).
 */
function useKeyboardSelection(textRef: RefObject<HTMLDivElement | null>) {
  const selecting = useRef(false)
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const root = textRef.current
    const selection = document.getSelection()
    if (!root || !selection || event.altKey || event.metaKey) return
    if (event.target !== event.currentTarget && !root.contains(event.target as Node)) return
    if (event.key === 'Escape' && selecting.current) {
      selecting.current = false
      selection.removeAllRanges()
      return
    }
    const arrow = ARROWS[event.key]
    if (!arrow || (!event.shiftKey && !selecting.current)) return
    event.preventDefault()
    if (selection.rangeCount === 0 || !root.contains(selection.anchorNode)) selection.collapse(root, 0)
    const [direction, line] = arrow
    selection.modify(
      event.shiftKey ? 'extend' : 'move',
      direction,
      line ? 'line' : event.ctrlKey ? 'word' : 'character',
    )
    selecting.current = true
  }
  const stop = () => {
    selecting.current = false
  }
  return { onKeyDown, stop }
}

export interface HighlightablePassageProps {
  store: QuestionToolsStore
  /** The passage as the contract has it; highlights are offsets in it. */
  passage: string
  /** Highlights can be read, not made or changed. */
  disabled: boolean
  /** The panel's look (the passage region of `QuestionView`). */
  className: string
}

/**
 * The passage of a running quiz, with highlights (`<mark>`) and their notes: select words (with the
 * pointer, or Shift and the arrows), then Highlight or Add note; a highlight opens its note and
 * Remove. It follows the highlights only, not the answer (the 50 ms goal).
 */
export const HighlightablePassage = memo(function HighlightablePassage({
  store,
  passage,
  disabled,
  className,
}: HighlightablePassageProps) {
  const { t } = useLingui()
  const highlights = useHighlights(store)
  const sectionRef = useRef<HTMLElement>(null)
  const textRef = useRef<HTMLDivElement>(null)
  const [openKey, setOpenKey] = useState<string | null>(null)
  // A highlight just made: focused once drawn, or its note opened (Add note).
  const justMade = useRef<{ key: string; open: boolean } | null>(null)
  const runs = useMemo(() => passageRuns(passage, highlights), [passage, highlights])
  const keyboard = useKeyboardSelection(textRef)
  // The notes' popover comes with the passage's tools, loaded beside the question rather than with it.
  useEffect(() => {
    void loadHighlightPopover()
  }, [])

  // A new highlight takes the focus, so a keyboard user is on it (and hears it). Its note opens once
  // it is drawn: a popover that opens as it mounts does not move the focus into itself.
  useEffect(() => {
    const made = justMade.current
    if (made === null) return
    justMade.current = null
    if (made.open) setOpenKey(made.key)
    else focusHighlight(textRef.current, made.key)
  }, [highlights])

  const onHighlight = (range: Range, withNote: boolean) => {
    keyboard.stop()
    // The same words again: their highlight, not a second one.
    const same = highlights.find((item) => item.start === range.start && item.end === range.end)
    const key = same?.key ?? store.addHighlight(range.start, range.end)
    if (same && withNote) setOpenKey(key)
    else if (same) focusHighlight(textRef.current, key)
    else justMade.current = { key, open: withNote }
  }

  const content: ReactNode = runs.map((run) =>
    run.highlight ? (
      <HighlightMark
        key={`${run.highlight.key}:${run.pieces[0]!.start}`}
        run={run as PassageRun & { highlight: Highlight }}
        passage={passage}
        open={run.first && openKey === run.highlight.key}
        onOpenChange={setOpenKey}
        store={store}
        disabled={disabled}
        onRemoved={() => sectionRef.current?.focus()}
      />
    ) : (
      run.pieces.map((piece) => <Piece key={piece.start} passage={passage} piece={piece} />)
    ),
  )

  return (
    // The keyboard selects words in the passage (Shift and the arrows).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={sectionRef}
      aria-label={t`Passage`}
      // A scrolling region must be reachable from the keyboard (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={className}
      onKeyDown={keyboard.onKeyDown}
      onPointerDown={keyboard.stop}
    >
      <HighlightToolbar textRef={textRef} passage={passage} disabled={disabled} onHighlight={onHighlight} />
      <div ref={textRef} lang={QUESTION_LANG} dir="auto">
        {content}
      </div>
    </section>
  )
})
