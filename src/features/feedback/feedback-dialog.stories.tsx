import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '~/ui/button'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { FeedbackDialog } from './feedback-dialog'

/** The last request body the mock server received. */
let lastBody: unknown = null

function Example() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Send feedback</Button>
      <FeedbackDialog open={open} onOpenChange={setOpen} />
    </>
  )
}

const meta = {
  title: 'Screens/Shell/Feedback dialog',
  component: Example,
  decorators: [withScreen],
  parameters: {
    screen: {
      api: {
        'POST /contact-us': ({ body }) => {
          lastBody = body
          return { status: 201, body: { id: 'msg_7Hq2Lx9P', message: 'Feedback submitted' } }
        },
      },
    } satisfies ScreenParameters,
  },
} satisfies Meta<typeof Example>
export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

export const Sends: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send feedback' }))
    const dialog = await body().findByRole('dialog', { name: 'Contact us' })
    const box = within(dialog).getByRole('textbox', { name: /Your message/ })
    await expect(box).toHaveAttribute('rows', '5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    // The message appears once the field has re-rendered as invalid.
    await waitFor(() => expect(within(dialog).getByText('Write your message first.')).toBeVisible())
    await userEvent.type(box, 'The strict timer is great practice.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    const toast = await body().findByText('Feedback submitted')
    await waitFor(() => expect(toast).toBeVisible())
    // The shared contact-us mutation, sent as feedback, the text trimmed.
    await expect(lastBody).toEqual({ message: 'The strict timer is great practice.', kind: 'feedback' })
  },
}

/** Spec §8: a failed feedback is only logged; the dialog keeps the text. */
export const ServerFails: Story = {
  parameters: {
    screen: {
      api: {
        'POST /contact-us': () => ({
          status: 500,
          body: {
            type: 'urn:exam-prep:problem:internal-error',
            title: 'Internal Server Error',
            status: 500,
            detail: 'boom',
            message: 'Something went wrong',
            statusCode: 500,
          },
        }),
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send feedback' }))
    const dialog = await body().findByRole('dialog', { name: 'Contact us' })
    const box = within(dialog).getByRole('textbox', { name: /Your message/ })
    await userEvent.type(box, 'Keep this text')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy'))
    await expect(box).toHaveValue('Keep this text')
    await expect(body().queryByText('Something went wrong')).toBeNull()
  },
}
