import { Trans } from '@lingui/react/macro'
import { memo, useLayoutEffect, useMemo, useRef } from 'react'
import { css } from 'styled-system/css'
import { importFigure, parseFigureSvg } from './figure-svg'

const frame = css({
  display: 'flex',
  justifyContent: 'center',
  color: 'fg.default',
  '& svg': { width: 'full', maxWidth: 'sm', height: 'auto' },
})
const notice = css({ color: 'fg.muted', fontStyle: 'italic', textStyle: 'sm' })

/**
 * A question's `figure_svg`, shown only when it passes `parseFigureSvg`, and then as a copy of the
 * checked nodes (never the markup itself, so no second parse can read it differently). A figure is
 * a drawing: `dir="ltr"` keeps its text anchors where the author put them on a right-to-left page.
 * Memoised: choosing an answer re-renders the question around it, never the figure.
 */
export const QuestionFigure = memo(function QuestionFigure({ markup }: { markup: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const svg = useMemo(() => parseFigureSvg(markup), [markup])

  useLayoutEffect(() => {
    const container = ref.current
    if (!container || !svg) return
    container.replaceChildren(importFigure(svg))
    return () => container.replaceChildren()
  }, [svg])

  if (!svg) {
    return (
      <p className={notice}>
        <Trans>The figure for this question cannot be shown.</Trans>
      </p>
    )
  }
  return <div ref={ref} dir="ltr" className={frame} data-testid="question-figure" />
})
