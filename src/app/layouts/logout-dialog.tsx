import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { SessionContext } from '~/features/session'
import { Button, IconButton } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { Icon } from '~/ui/icon'

const actions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '3' })
const closeCorner = css({ position: 'absolute', top: '2', insetInlineEnd: '2' })

/** Spec §2: the logout confirmation (title, text, Cancel, Logout). */
export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const session = SessionContext.useActorRef()
  const signingOut = SessionContext.useSelector((state) => state.matches('signingOut'))
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => onOpenChange(next)}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>
            <Trans>Log out?</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>You will need your email and password to sign in again.</Trans>
          </Dialog.Description>
          <div className={actions}>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline">
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.CloseTrigger>
            <Button loading={signingOut} onClick={() => session.send({ type: 'session.logout' })}>
              <Trans>Logout</Trans>
            </Button>
          </div>
          <Dialog.CloseTrigger asChild className={closeCorner}>
            <IconButton aria-label={t`Close`} variant="ghost" size="sm">
              <Icon name="close" />
            </IconButton>
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
