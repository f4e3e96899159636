import { Progress } from '@ark-ui/react/progress'
import { createContext, useContext, useId, type ComponentProps } from 'react'
import { css, cx } from 'styled-system/css'
import { createStyleContext } from 'styled-system/jsx'
import { progress } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(progress)

// Ark names the progressbar with its value text ("68%") and never points it at the label, so a
// reader hears a number with no subject. The root gives the label a known id and the track
// refers to it (`aria-labelledby`): "Score, progress bar, 68%".
const LabelIdContext = createContext<string | undefined>(undefined)

const StyledRoot = withProvider(Progress.Root, 'root')
const StyledLabel = withContext(Progress.Label, 'label')
const StyledTrack = withContext(Progress.Track, 'track')
const StyledRange = withContext(Progress.Range, 'range')

// The preset centres the parts; a bar that reads as a row (label, value, bar) lines up at the start.
// Brand green (spec §9) unless the caller's class names another palette.
const rootStyles = css({ alignItems: 'stretch', colorPalette: 'green' })
// The preset's track (`bg.emphasized`) almost disappears on the page; slate 4 keeps the empty part
// visible. Print keeps the colours, or a printed report would lose every bar.
const trackStyles = css({ bg: 'gray.4', printColorAdjust: 'exact' })
const rangeStyles = css({ bg: 'colorPalette.9', printColorAdjust: 'exact', _motionReduce: { transition: 'none' } })

export type RootProps = ComponentProps<typeof StyledRoot>

/**
 * Owns the value (`value`, `min`, `max`; `null` for indeterminate). It takes the direction and the
 * number format (Arabic digits, `٪`) from the app's `LocaleProvider`. Always render a `Label`:
 * it is the bar's accessible name.
 */
export function Root({ ids, className, ...props }: RootProps) {
  const generated = useId()
  const labelId = ids?.label ?? `${generated}-label`
  return (
    <LabelIdContext.Provider value={labelId}>
      <StyledRoot ids={{ ...ids, label: labelId }} className={cx(rootStyles, className)} {...props} />
    </LabelIdContext.Provider>
  )
}

/** What the bar measures ("Score"); names the progressbar. */
export const Label = StyledLabel

/** The `role="progressbar"` element: the whole bar, with the value in `aria-valuenow`. */
export function Track({ className, ...props }: ComponentProps<typeof StyledTrack>) {
  const labelId = useContext(LabelIdContext)
  return <StyledTrack aria-labelledby={labelId} className={cx(trackStyles, className)} {...props} />
}

/** The filled part, growing from the inline start (from the right in Arabic). */
export function Range({ className, ...props }: ComponentProps<typeof StyledRange>) {
  return <StyledRange className={cx(rangeStyles, className)} {...props} />
}

/** The value as text, formatted for the page's language (`68%`, `٦٨٪`), unless children replace it. */
export const ValueText = withContext(Progress.ValueText, 'valueText')

export { ProgressContext as Context } from '@ark-ui/react/progress'
