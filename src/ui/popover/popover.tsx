import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import type { ComponentProps } from 'react'
import { css, cx } from 'styled-system/css'
import { createStyleContext } from 'styled-system/jsx'
import { popover } from 'styled-system/recipes'

const { withRootProvider, withContext } = createStyleContext(popover)

/** Spec §9: 8 px from the trigger. Content mounts on first open. */
export const Root = withRootProvider(Popover.Root, {
  defaultProps: {
    positioning: { placement: 'bottom-end', offset: { mainAxis: 8 } },
    lazyMount: true,
    unmountOnExit: true,
  },
})
/** The button that opens the popover (`aria-expanded`, `aria-controls`). */
export const Trigger = withContext(Popover.Trigger, 'trigger')
const StyledPositioner = withContext(Popover.Positioner, 'positioner')

/** Places the popover next to its trigger, rendered at the end of `<body>`. */
export function Positioner(props: ComponentProps<typeof StyledPositioner>) {
  return (
    <Portal>
      <StyledPositioner {...props} />
    </Portal>
  )
}
const StyledContent = withContext(Popover.Content, 'content')
const contentStyles = css({ p: '4', w: { base: '[calc(100vw - 2rem)]', sm: '96' }, maxW: '96' })

/** The `role="dialog"` panel; Escape or a click outside closes it and focus returns to the trigger. */
export function Content({ className, ...props }: ComponentProps<typeof StyledContent>) {
  return <StyledContent className={cx(contentStyles, className)} {...props} />
}
export const Title = withContext(Popover.Title, 'title')
export const Description = withContext(Popover.Description, 'description')
export const CloseTrigger = withContext(Popover.CloseTrigger, 'closeTrigger')

export { PopoverContext as Context } from '@ark-ui/react/popover'
