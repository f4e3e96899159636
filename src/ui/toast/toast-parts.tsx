import { Toast } from '@ark-ui/react/toast'
import { createStyleContext } from 'styled-system/jsx'
import { toast } from 'styled-system/recipes'

// Used as `<Toast.Root>` etc.: Panda generates a slot recipe's CSS when it sees its namespace in JSX.
const { withProvider, withContext } = createStyleContext(toast)

/** One toast (`role="status"`); Escape dismisses it when focused. */
export const Root = withProvider(Toast.Root, 'root')
export const Title = withContext(Toast.Title, 'title')
export const Description = withContext(Toast.Description, 'description')
export const ActionTrigger = withContext(Toast.ActionTrigger, 'actionTrigger')
export const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')
