// The dialogs of the signed-in layout (log out, feedback: Ark's dialog with its focus trap, the
// feedback form). Their code loads when the user menu first opens or a shortcut asks for one of
// them, not with the page (issue 15; src/app/layouts/default-layout.tsx).
export { FeedbackDialog } from '~/features/feedback'
export { LogoutDialog } from './logout-dialog'
