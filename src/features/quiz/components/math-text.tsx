import { memo, useLayoutEffect, useMemo, useRef, type HTMLAttributes, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { ltrRuns } from './ltr-runs'
import { splitTex } from './tex-segments'

/** The language of question text (the contract: "Text is English"), so screen readers switch voice. */
export const QUESTION_LANG = 'en'

type RenderTex = (element: HTMLElement, tex: string, displayMode: boolean) => void

let renderTex: RenderTex | undefined
let loading: Promise<RenderTex> | undefined

/** Loads KaTeX and its CSS once, on the first text with TeX; a failed load is tried again next time. */
export function loadTexRenderer(): Promise<RenderTex> {
  loading ??= import('./katex-renderer').then(
    (module) => (renderTex = module.renderTex),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const inlineMath = css({ display: 'inline-block', maxWidth: 'full', verticalAlign: 'baseline' })
const displayMath = css({ display: 'block', maxWidth: 'full', overflowX: 'auto', overflowY: 'hidden', my: '2' })
// Until KaTeX arrives (or if the TeX does not parse) the source is shown as written.
const source = css({ '& .tex-source, &[data-loading]': { fontFamily: 'mono', fontSize: '0.9em' } })

/**
 * One TeX expression. React renders an empty span and KaTeX fills it; the span is `dir="ltr"`,
 * so math keeps its order inside right-to-left text.
 */
function TexMath({ tex, display }: { tex: string; display: boolean }) {
  const ref = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    if (renderTex) {
      renderTex(element, tex, display)
      return
    }
    let current = true
    element.textContent = tex
    element.dataset.loading = ''
    loadTexRenderer().then(
      (render) => {
        if (!current) return
        delete element.dataset.loading
        render(element, tex, display)
      },
      () => {
        // Offline or a stale deploy: the TeX source stays readable.
      },
    )
    return () => {
      current = false
    }
  }, [tex, display])
  return <span ref={ref} dir="ltr" className={cx(display ? displayMath : inlineMath, source)} />
}

export interface MathTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Text with TeX between `\(` `\)` (inline) or `\[` `\]` (display), as the contract writes it. */
  text: string
  /** The element to render. @default 'span' */
  as?: 'span' | 'div' | 'p'
  /**
   * Right-to-left text (an Arabic explanation): each left-to-right stretch in it (quoted English,
   * numbers, a choice's letter) is isolated, so the bidi algorithm cannot reorder it.
   */
  isolateLtr?: boolean
}

const underlined = css({ textDecoration: 'underline', textUnderlineOffset: '0.2em', textDecorationThickness: '1px' })
/** `[[...]]`: the bank's marker for underlined text. */
const UNDERLINED = /\[\[([^[\]]+)\]\]/g

/** Plain text with its underlines, and (right to left) its left-to-right stretches isolated. */
function PlainText({ text, isolateLtr }: { text: string; isolateLtr: boolean }) {
  const parts: ReactNode[] = []
  const push = (piece: string, key: string) => {
    if (!isolateLtr) return parts.push(piece)
    ltrRuns(piece).forEach((run, index) =>
      parts.push(
        run.ltr ? (
          <bdi key={`${key}:${index}`} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      ),
    )
  }
  let last = 0
  for (const match of text.matchAll(UNDERLINED)) {
    if (match.index > last) push(text.slice(last, match.index), `t${last}`)
    parts.push(
      <u key={`u${match.index}`} className={underlined}>
        {match[1]}
      </u>,
    )
    last = match.index + match[0].length
  }
  if (last < text.length) push(text.slice(last), `t${last}`)
  return <>{parts}</>
}

/**
 * Question text (stem, choice, passage, explanation) with its TeX typeset by KaTeX, which is
 * loaded only when the text has TeX. Screen readers get KaTeX's MathML.
 */
export const MathText = memo(function MathText({
  text,
  as: Element = 'span',
  isolateLtr = false,
  ...props
}: MathTextProps) {
  const segments = useMemo(() => splitTex(text), [text])
  return (
    <Element {...props}>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <PlainText key={index} text={segment.text} isolateLtr={isolateLtr} />
        ) : (
          // The key remounts the span when its TeX changes, so React never diffs KaTeX's nodes.
          <TexMath key={`${index}:${segment.display}:${segment.tex}`} tex={segment.tex} display={segment.display} />
        ),
      )}
    </Element>
  )
})
