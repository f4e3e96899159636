import { RadioGroup } from '@ark-ui/react/radio-group'
import { createStyleContext } from 'styled-system/jsx'
import { radioGroupRecipe } from './radio-group.recipe'

const { withProvider, withContext } = createStyleContext(radioGroupRecipe)

/**
 * Owns the value (`value` / `onValueChange`, or `defaultValue`). Renders `role="radiogroup"`;
 * name it with `<RadioGroup.Label>` or `aria-labelledby`. Arrow keys move and select (the browser's
 * own radio buttons, in the reading direction set by Ark's `LocaleProvider`).
 * `variant`: `plain` (a dot) or `card` (a bordered card, a marker in the control). @default 'plain'
 */
export const Root = withProvider(RadioGroup.Root, 'root')
/** The group's visible name. */
export const Label = withContext(RadioGroup.Label, 'label')
/** One option: a `<label>` around its control, text and hidden input. */
export const Item = withContext(RadioGroup.Item, 'item')
/** The visible circle (hidden from assistive technology); in `card`, it holds a marker such as a letter. */
export const ItemControl = withContext(RadioGroup.ItemControl, 'itemControl')
/** The option's accessible name: everything a screen reader should hear for it goes here. */
export const ItemText = withContext(RadioGroup.ItemText, 'itemText')
/** The native `<input type="radio">` that takes focus and keyboard input; required in every item. */
export const ItemHiddenInput = RadioGroup.ItemHiddenInput
export const Indicator = withContext(RadioGroup.Indicator, 'indicator')
export { RadioGroupContext as Context, RadioGroupItemContext as ItemContext } from '@ark-ui/react/radio-group'
export type { RadioGroupValueChangeDetails as ValueChangeDetails } from '@ark-ui/react/radio-group'
