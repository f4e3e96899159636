import { Accordion } from '@ark-ui/react/accordion'
import type { ComponentProps } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { Icon } from '~/ui/icon'
import { accordionRecipe } from './accordion.recipe'

const { withProvider, withContext } = createStyleContext(accordionRecipe)

/**
 * Owns which items are open (`value` / `onValueChange` with an array of item values, or
 * `defaultValue`). One open at a time unless `multiple`; `collapsible` lets the open one close.
 * Arrow keys move between triggers, Home and End go to the first and last (WAI-ARIA accordion).
 */
export const Root = withProvider(Accordion.Root, 'root')

/** One section; needs a unique `value`. */
export const Item = withContext(Accordion.Item, 'item')

const StyledHeading = withContext('h3', 'itemHeading')
const StyledHeading2 = withContext('h2', 'itemHeading')
const StyledHeading4 = withContext('h4', 'itemHeading')

/**
 * The heading around a trigger (the WAI-ARIA pattern: a reader lists the sections among the
 * page's headings). `level` follows the page's outline. @default 3
 */
export function ItemHeading({ level = 3, ...props }: ComponentProps<'h3'> & { level?: 2 | 3 | 4 }) {
  if (level === 2) return <StyledHeading2 {...props} />
  if (level === 4) return <StyledHeading4 {...props} />
  return <StyledHeading {...props} />
}

/** The button that opens and closes its item (`aria-expanded`, `aria-controls`); its text is the name. */
export const ItemTrigger = withContext(Accordion.ItemTrigger, 'itemTrigger')

const StyledIndicator = withContext(Accordion.ItemIndicator, 'itemIndicator')

/** The chevron at the trigger's inline end, turned while open; hidden from assistive technology. */
export function ItemIndicator(props: ComponentProps<typeof StyledIndicator>) {
  return (
    <StyledIndicator aria-hidden {...props}>
      {props.children ?? <Icon name="chevronDown" />}
    </StyledIndicator>
  )
}

/** The item's panel (`role="region"` named by its trigger); hidden while closed. */
export const ItemContent = withContext(Accordion.ItemContent, 'itemContent')

export { AccordionContext as Context, AccordionItemContext as ItemContext } from '@ark-ui/react/accordion'
export type { AccordionValueChangeDetails as ValueChangeDetails } from '@ark-ui/react/accordion'
