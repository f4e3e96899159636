import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ComponentProps } from 'react'
import { css, cx } from 'styled-system/css'
import { createStyleContext } from 'styled-system/jsx'
import { dialog } from 'styled-system/recipes'

const { withRootProvider, withContext } = createStyleContext(dialog)

/** Owns the open state. Content mounts on first open and unmounts when closed. */
export const Root = withRootProvider(Dialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } })
/** The control that opens the dialog; focus returns to it on close. */
export const Trigger = withContext(Dialog.Trigger, 'trigger')

const StyledBackdrop = withContext(Dialog.Backdrop, 'backdrop')
const StyledPositioner = withContext(Dialog.Positioner, 'positioner')

/** The blurred layer behind the dialog, rendered at the end of `<body>`. */
export function Backdrop(props: ComponentProps<typeof StyledBackdrop>) {
  return (
    <Portal>
      <StyledBackdrop {...props} />
    </Portal>
  )
}

const positionerStyles = css({ p: '4' })

/** Centres the content in the viewport, rendered at the end of `<body>` so no ancestor clips it. */
export function Positioner({ className, ...props }: ComponentProps<typeof StyledPositioner>) {
  return (
    <Portal>
      <StyledPositioner className={cx(positionerStyles, className)} {...props} />
    </Portal>
  )
}

// The preset's content has no padding and a 24rem minimum width, too wide for a 360 px phone.
const contentStyles = css({ p: '6', minW: 'auto', w: 'full', maxW: 'md', display: 'flex', flexDir: 'column', gap: '3' })

const StyledContent = withContext(Dialog.Content, 'content')

/** The `role="dialog"` box; traps focus while open and closes on Escape or an outside click. */
export function Content({ className, ...props }: ComponentProps<typeof StyledContent>) {
  return <StyledContent className={cx(contentStyles, className)} {...props} />
}
/** Names the dialog (`aria-labelledby`). */
export const Title = withContext(Dialog.Title, 'title')
/** Describes the dialog (`aria-describedby`). */
export const Description = withContext(Dialog.Description, 'description')

/**
 * Closes the dialog. Give it an accessible name when it holds only an icon; to put an icon in the
 * corner, position it logically (`position: absolute, top: 2, insetInlineEnd: 2`) so it follows Arabic.
 */
export const CloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger')

export { DialogContext as Context } from '@ark-ui/react/dialog'
export type { DialogOpenChangeDetails as OpenChangeDetails } from '@ark-ui/react/dialog'
