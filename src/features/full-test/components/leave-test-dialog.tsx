import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end', mt: '4' })

/** Leaving a full test discards its running module and scores nothing: it asks first. */
export function LeaveTestDialog({
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && onCancel()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>
            <Trans>Leave the test?</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>
              The test will not be scored, and you cannot come back to it. Finished modules stay in your history.
            </Trans>
          </Dialog.Description>
          <div className={actions}>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline" disabled={busy}>
                <Trans>Stay in the test</Trans>
              </Button>
            </Dialog.CloseTrigger>
            <Button colorPalette="red" loading={busy} onClick={onConfirm}>
              <Trans>Leave the test</Trans>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
