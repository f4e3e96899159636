// The graphing calculator of the full-length Math test (issue 17). The quiz screen loads this file
// lazily (`lazy(() => import('./calculator/graphing-calculator'))` in src/features/tools): math.js
// and uPlot are imported only from this folder, so they arrive with the calculator's own chunk.
import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useId, useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { createStyleContext } from 'styled-system/jsx'
import { tabs } from 'styled-system/recipes'
import { IconButton } from '~/ui/button'
import { Icon } from '~/ui/icon'
import type { PointOfInterest } from './calculator-model'
import type { CalculatorTab } from './calculator-state'
import { ExpressionList } from './expression-list'
import { GraphView } from './graph-view'
import { PointsList } from './points-list'
import { useCalculator } from './use-calculator'
import { ValueTable } from './value-table'

// src/ui has no tabs yet: Park UI's recipe on Ark's parts, as src/ui would make them.
const { withProvider, withContext } = createStyleContext(tabs)
const Tabs = {
  Root: withProvider(ArkTabs.Root, 'root'),
  List: withContext(ArkTabs.List, 'list'),
  Trigger: withContext(ArkTabs.Trigger, 'trigger'),
  Content: withContext(ArkTabs.Content, 'content'),
  Indicator: withContext(ArkTabs.Indicator, 'indicator'),
}

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  width: 'full',
  minWidth: '0',
  p: { base: '3', sm: '4' },
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
})
const header = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })
const title = css({ textStyle: 'lg', fontWeight: 'semibold' })
// The preset paints the selected tab and its underline with step 9 of the palette (under 4.5:1 on white).
const trigger = css({ _selected: { color: 'green.11' } })
const indicator = css({ bg: 'green.11' })
const tabContent = css({ display: 'flex', flexDirection: 'column', gap: '4', pt: '3', px: '0' })

export interface GraphingCalculatorProps {
  /** The quiz the calculator belongs to: its lines and view are kept under this quiz's key. */
  quizId: string
  /** Called by the close button; the parent removes the panel. */
  onClose: () => void
}

/**
 * The graphing calculator, a panel beside the question (not a dialog: the question stays
 * readable and usable): a list of expressions (values and functions), then a graph with the key
 * points or a table of values. Its lines, view and tab survive a reload, for this quiz only.
 * Its frame follows the page's direction; the math inside reads left to right.
 */
export default function GraphingCalculator({ quizId, onClose }: GraphingCalculatorProps) {
  // Another quiz is another calculator: a fresh state read from that quiz's storage.
  return <Calculator key={quizId} quizId={quizId} onClose={onClose} />
}

function Calculator({ quizId, onClose }: GraphingCalculatorProps) {
  const { t } = useLingui()
  const headingId = useId()
  const { state, dispatch, results, functions } = useCalculator(quizId)
  const [highlight, setHighlight] = useState<PointOfInterest | null>(null)
  const styles = useMemo(() => new Map(functions.map(({ lineId, style }) => [lineId, style])), [functions])

  // A point chosen off the view (its y above or below it) is brought into the middle.
  const { viewport } = state
  const onHighlight = useCallback(
    (point: PointOfInterest | null) => {
      setHighlight(point)
      if (!point) return
      const inView =
        point.x >= viewport.xMin && point.x <= viewport.xMax && point.y >= viewport.yMin && point.y <= viewport.yMax
      if (!inView) dispatch({ type: 'viewport.centered', x: point.x, y: point.y })
    },
    [viewport, dispatch],
  )

  return (
    <section aria-labelledby={headingId} className={panel}>
      <div className={header}>
        <h2 id={headingId} className={title}>
          <Trans>Calculator</Trans>
        </h2>
        <IconButton variant="ghost" size="sm" aria-label={t`Close the calculator`} onClick={onClose}>
          <Icon name="close" />
        </IconButton>
      </div>
      <ExpressionList lines={state.lines} results={results} styles={styles} dispatch={dispatch} />
      <Tabs.Root
        value={state.tab}
        onValueChange={(details) => dispatch({ type: 'tab.selected', tab: details.value as CalculatorTab })}
        variant="line"
        size="sm"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="graph" className={trigger}>
            <Trans>Graph</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="table" className={trigger}>
            <Trans>Table</Trans>
          </Tabs.Trigger>
          <Tabs.Indicator className={indicator} />
        </Tabs.List>
        <Tabs.Content value="graph" className={tabContent}>
          <GraphView functions={functions} viewport={viewport} highlight={highlight} dispatch={dispatch} />
          <PointsList functions={functions} viewport={viewport} highlight={highlight} onHighlight={onHighlight} />
        </Tabs.Content>
        <Tabs.Content value="table" className={tabContent}>
          <ValueTable functions={functions} lines={state.lines} settings={state.table} dispatch={dispatch} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  )
}
