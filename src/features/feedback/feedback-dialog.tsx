import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { fieldErrors } from '~/api/notify'
import { Button, IconButton } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { Icon } from '~/ui/icon'
import { TextArea } from '~/ui/text-field'
import { toaster } from '~/ui/toast'
import { CONTACT_MESSAGE_MAX_LENGTH, contactUsMutation } from './api/contact-us'

const actions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '2' })
const closeCorner = css({ position: 'absolute', top: '2', insetInlineEnd: '2' })

export interface FeedbackDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The beta's feedback dialog (spec §2: titled contact us, a 5-row text box, Cancel and Submit).
 * Success shows the server's message; a failure is only logged (spec §8), and the dialog stays
 * open with the text, so nothing the learner wrote is lost.
 */
export function FeedbackDialog({ open, onOpenChange }: FeedbackDialogProps) {
  const { t } = useLingui()
  const [message, setMessage] = useState('')
  const [empty, setEmpty] = useState(false)
  const send = useMutation({
    ...contactUsMutation(),
    meta: { silent: true },
    onSuccess: (data) => {
      toaster.success({ title: data.message })
      setMessage('')
      onOpenChange(false)
    },
    onError: (error) => console.warn('Feedback could not be sent', error, fieldErrors(error)),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!message.trim()) return setEmpty(true)
    send.mutate({ message: message.trim(), kind: 'feedback' })
  }

  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => onOpenChange(next)}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>
            <Trans>Contact us</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>We are in beta: tell us what works, what does not, and what you would like next.</Trans>
          </Dialog.Description>
          <form noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <TextArea
              label={t`Your message`}
              name="message"
              rows={5}
              maxLength={CONTACT_MESSAGE_MAX_LENGTH}
              required
              value={message}
              invalid={empty}
              errorText={t`Write your message first.`}
              onChange={(event) => {
                setMessage(event.target.value)
                if (event.target.value.trim()) setEmpty(false)
              }}
            />
            <div className={actions}>
              <Dialog.CloseTrigger asChild>
                <Button type="button" variant="outline">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.CloseTrigger>
              <Button type="submit" loading={send.isPending}>
                <Trans>Submit</Trans>
              </Button>
            </div>
          </form>
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
