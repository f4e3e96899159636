import { RadioGroup } from '@ark-ui/react/radio-group'
import { createContext, useContext, useId, useLayoutEffect, useMemo, useState, type ComponentProps } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { radioCardRecipe } from './radio-card.recipe'

const { withProvider, withContext } = createStyleContext(radioCardRecipe)

/**
 * A choice among a few options, each a bordered card with a title and an optional description
 * (a system, a subject, a timer type). Owns the value (`value` / `onValueChange`). Renders
 * `role="radiogroup"` named by `<RadioCard.Label>`; the cards flow in a grid. One tab stop; the
 * arrow keys move and select (the browser's own radio buttons, in the reading direction).
 */
export const Root = withProvider(RadioGroup.Root, 'root')
/** The group's visible name (the radiogroup's accessible name). */
export const Label = withContext(RadioGroup.Label, 'label')
/** The visible circle, hidden from assistive technology. */
export const ItemControl = withContext(RadioGroup.ItemControl, 'itemControl')
/** The option's title: its accessible name. */
export const ItemText = withContext(RadioGroup.ItemText, 'itemText')
/** Stacks the title and the description next to the control. */
export const ItemContent = withContext('span', 'itemContent')
export const Indicator = withContext(RadioGroup.Indicator, 'indicator')

const StyledItem = withContext(RadioGroup.Item, 'item')
const StyledDescription = withContext('span', 'itemDescription')

interface Description {
  id: string
  shown: boolean
  setShown: (shown: boolean) => void
}
const DescriptionContext = createContext<Description | null>(null)

/** One card: a `<label>` around its control, content and hidden input. Needs a unique `value`. */
export function Item(props: ComponentProps<typeof StyledItem>) {
  const id = useId()
  const [shown, setShown] = useState(false)
  const description = useMemo(() => ({ id, shown, setShown }), [id, shown])
  return (
    <DescriptionContext.Provider value={description}>
      <StyledItem {...props} />
    </DescriptionContext.Provider>
  )
}

/** A line under the title, read after the name (the radio's `aria-describedby`). */
export function ItemDescription(props: ComponentProps<typeof StyledDescription>) {
  const description = useContext(DescriptionContext)
  const setShown = description?.setShown
  useLayoutEffect(() => {
    setShown?.(true)
    return () => setShown?.(false)
  }, [setShown])
  return <StyledDescription id={description?.id} {...props} />
}

/** The native `<input type="radio">` that takes focus and keys; required in every item. */
export function ItemHiddenInput(props: ComponentProps<typeof RadioGroup.ItemHiddenInput>) {
  const description = useContext(DescriptionContext)
  return <RadioGroup.ItemHiddenInput aria-describedby={description?.shown ? description.id : undefined} {...props} />
}

/**
 * A message under the cards (a server's 422 for this field). Give it an `id` and point the
 * root's `aria-describedby` at it so the group is read with its error.
 */
export const ErrorText = withContext('p', 'errorText')

export { RadioGroupContext as Context } from '@ark-ui/react/radio-group'
export type { RadioGroupValueChangeDetails as ValueChangeDetails } from '@ark-ui/react/radio-group'
