import { Portal } from '@ark-ui/react/portal'
import { Select, type SelectRootComponent } from '@ark-ui/react/select'
import type { ComponentProps } from 'react'
import { css, cx } from 'styled-system/css'
import { createStyleContext } from 'styled-system/jsx'
import { select } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(select)

// The preset's focus ring and check mark use step 9 of the inherited palette (none reaches the parts:
// panda.config replaces `html { colorPalette }`), under 3:1 on white: green 11 instead.
const triggerFocus = css({
  _focusVisible: { borderColor: 'green.11', boxShadow: '0 0 0 1px {colors.green.11}' },
})

const StyledRoot = withProvider(Select.Root, 'root', {
  // Spec §9: dropdowns sit 8 px from their trigger.
  defaultProps: {
    positioning: { offset: { mainAxis: 8 }, sameWidth: true },
    lazyMount: true,
    unmountOnExit: true,
  },
})

/**
 * Owns the value (`value` / `onValueChange`, an array of item values) and the `collection` of
 * items (`createListCollection`). The trigger is a `combobox` button named by `<Select.Label>`;
 * the arrow keys, Home, End and typing move through the list, Enter or Space picks.
 */
export const Root = StyledRoot as SelectRootComponent
/** The select's visible name (the trigger's accessible name). */
export const Label = withContext(Select.Label, 'label')
export const Control = withContext(Select.Control, 'control')
const StyledTrigger = withContext(Select.Trigger, 'trigger')

/** The button that opens the list. */
export function Trigger({ className, ...props }: ComponentProps<typeof StyledTrigger>) {
  return <StyledTrigger className={cx(triggerFocus, className)} {...props} />
}
/** The selected item's text, or `placeholder`. */
export const ValueText = withContext(Select.ValueText, 'valueText')
export const ClearTrigger = withContext(Select.ClearTrigger, 'clearTrigger')
const StyledPositioner = withContext(Select.Positioner, 'positioner')

/** Places the list under its trigger, rendered at the end of `<body>`. */
export function Positioner(props: ComponentProps<typeof StyledPositioner>) {
  return (
    <Portal>
      <StyledPositioner {...props} />
    </Portal>
  )
}
/** The `role="listbox"`. */
export const Content = withContext(Select.Content, 'content')
export const List = withContext(Select.List, 'list')
/** One `role="option"`; needs its `item` from the collection. */
export const Item = withContext(Select.Item, 'item')
export const ItemText = withContext(Select.ItemText, 'itemText')
export const ItemGroup = withContext(Select.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(Select.ItemGroupLabel, 'itemGroupLabel')
/** The native `<select>` kept in sync for forms (hidden from assistive technology). */
export const HiddenSelect = Select.HiddenSelect

const StyledIndicator = withContext(Select.Indicator, 'indicator')
const StyledItemIndicator = withContext(Select.ItemIndicator, 'itemIndicator')
const checkColor = css({ color: 'green.11' })

/** The chevron of the trigger (it points down in both directions: not mirrored). */
export function Indicator(props: ComponentProps<typeof StyledIndicator>) {
  return (
    <StyledIndicator {...props}>
      <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </StyledIndicator>
  )
}

/** The check mark of the selected item. */
export function ItemIndicator({ className, ...props }: ComponentProps<typeof StyledItemIndicator>) {
  return (
    <StyledItemIndicator className={cx(checkColor, className)} {...props}>
      <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </StyledItemIndicator>
  )
}

export { createListCollection, SelectContext as Context } from '@ark-ui/react/select'
export type { SelectValueChangeDetails as ValueChangeDetails, ListCollection } from '@ark-ui/react/select'
