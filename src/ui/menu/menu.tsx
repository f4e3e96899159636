import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import type { ComponentProps } from 'react'
import { css, cx } from 'styled-system/css'
import { createStyleContext } from 'styled-system/jsx'
import { menu } from 'styled-system/recipes'

const { withRootProvider, withContext } = createStyleContext(menu)

/** Spec §9: dropdowns sit 8 px from their trigger; the menu follows the reading direction. */
export const Root = withRootProvider(Menu.Root, {
  defaultProps: { positioning: { placement: 'bottom-end', offset: { mainAxis: 8 } }, lazyMount: true },
})
/** The button that opens the menu (`aria-haspopup="menu"`, arrow keys open it too). */
export const Trigger = withContext(Menu.Trigger, 'trigger')
const StyledPositioner = withContext(Menu.Positioner, 'positioner')

/** Places the menu next to its trigger, rendered at the end of `<body>`. */
export function Positioner(props: ComponentProps<typeof StyledPositioner>) {
  return (
    <Portal>
      <StyledPositioner {...props} />
    </Portal>
  )
}
const StyledContent = withContext(Menu.Content, 'content')
// Never wider than a phone's window (a long e-mail in the user menu made it 379 px at 360).
const contentStyles = css({ minW: '56', maxW: 'calc(100vw - 1rem)', p: '1' })

/** The `role="menu"` list: arrow keys move, typing jumps to an item, Escape closes. */
export function Content({ className, ...props }: ComponentProps<typeof StyledContent>) {
  return <StyledContent className={cx(contentStyles, className)} {...props} />
}
// Icon, text and check mark apart; the text takes the room so a check mark sits at the far end.
const itemStyles = css({ display: 'flex', alignItems: 'center', gap: '2' })
const StyledItem = withContext(Menu.Item, 'item')
const StyledRadioItem = withContext(Menu.RadioItem, 'item')
const StyledItemText = withContext(Menu.ItemText, 'itemText')

/** One `role="menuitem"`; `onSelect` runs on click or Enter. Needs a unique `value`. */
export function Item({ className, ...props }: ComponentProps<typeof StyledItem>) {
  return <StyledItem className={cx(itemStyles, className)} {...props} />
}
export const ItemGroup = withContext(Menu.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(Menu.ItemGroupLabel, 'itemGroupLabel')
export const Separator = withContext(Menu.Separator, 'separator')
export const RadioItemGroup = withContext(Menu.RadioItemGroup, 'itemGroup')
/** One `role="menuitemradio"` of a `RadioItemGroup`. */
export function RadioItem({ className, ...props }: ComponentProps<typeof StyledRadioItem>) {
  return <StyledRadioItem className={cx(itemStyles, className)} {...props} />
}
const StyledItemIndicator = withContext(Menu.ItemIndicator, 'itemIndicator')
/** The check mark of a checked item: drawn only, as `aria-checked` already says it. */
export function ItemIndicator(props: ComponentProps<typeof StyledItemIndicator>) {
  return <StyledItemIndicator aria-hidden="true" {...props} />
}
export function ItemText({ className, ...props }: ComponentProps<typeof StyledItemText>) {
  return <StyledItemText className={cx(css({ flex: '1' }), className)} {...props} />
}

export { MenuContext as Context } from '@ark-ui/react/menu'
export type {
  MenuOpenChangeDetails as OpenChangeDetails,
  MenuSelectionDetails as SelectionDetails,
} from '@ark-ui/react/menu'
