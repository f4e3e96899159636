import { useEffect, useMemo, useReducer } from 'react'
import { evaluateLines, type LineResult, type PlotFunction } from './calculator-model'
import { calculatorReducer, loadCalculatorState, saveCalculatorState } from './calculator-state'
import { seriesStyle, type SeriesStyle } from './series-style'

/** A line that defines a function: what the graph draws, the points list and the table read. */
export interface CalculatorFunction {
  lineId: string
  /** Its place in the list, from 1: how the lists name it ("expression 2"). */
  position: number
  fn: PlotFunction
  style: SeriesStyle
}

/** The number in a line's id (`line-7` → 7): its colour stays while other lines come and go. */
const idNumber = (id: string) => Number(/(\d+)$/.exec(id)?.[1] ?? 1)

/**
 * One quiz's calculator: its state (read from localStorage at the first render, written back at
 * every change), what each line means, and the function lines. The calculator only renders in the
 * browser (a lazy chunk opened by the learner), never in a prerendered page, so reading storage
 * while rendering is safe.
 */
export function useCalculator(quizId: string) {
  const [state, dispatch] = useReducer(calculatorReducer, quizId, loadCalculatorState)
  useEffect(() => saveCalculatorState(quizId, state), [quizId, state])

  const texts = state.lines.map(({ text }) => text)
  const textsKey = JSON.stringify(texts)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts, compared by value: typing elsewhere (a pan) changes nothing here
  const results: LineResult[] = useMemo(() => evaluateLines(texts), [textsKey])

  const functions = useMemo(
    () =>
      state.lines.flatMap((line, index): CalculatorFunction[] => {
        const result = results[index]
        if (!result?.ok || result.kind !== 'function') return []
        return [{ lineId: line.id, position: index + 1, fn: result.fn, style: seriesStyle(idNumber(line.id) - 1) }]
      }),
    [state.lines, results],
  )

  return { state, dispatch, results, functions }
}
