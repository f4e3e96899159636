import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Button, IconButton } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { Dialog } from './index'

const closeCorner = css({ position: 'absolute', top: '2', insetInlineEnd: '2' })
const actions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '3' })

interface LogoutDialogProps {
  texts: { trigger: string; title: string; description: string; cancel: string; confirm: string; close: string }
  onConfirm: () => void
}

// The spec's logout confirmation: title, text, Cancel and Logout.
function LogoutDialog({ texts, onConfirm }: LogoutDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="outline">{texts.trigger}</Button>
      </Dialog.Trigger>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>{texts.title}</Dialog.Title>
          <Dialog.Description>{texts.description}</Dialog.Description>
          <div className={actions}>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline">{texts.cancel}</Button>
            </Dialog.CloseTrigger>
            <Button onClick={onConfirm}>{texts.confirm}</Button>
          </div>
          <Dialog.CloseTrigger asChild className={closeCorner}>
            <IconButton aria-label={texts.close} variant="ghost" size="sm">
              <Icon name="close" />
            </IconButton>
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

const english = {
  trigger: 'Log out',
  title: 'Log out?',
  description: 'You will need your email and password to sign in again.',
  cancel: 'Cancel',
  confirm: 'Logout',
  close: 'Close',
}

const meta = {
  title: 'UI/Dialog',
  component: LogoutDialog,
  args: { texts: english, onConfirm: fn() },
} satisfies Meta<typeof LogoutDialog>
export default meta
type Story = StoryObj<typeof meta>

export const OpensAndClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Log out' })
    await userEvent.click(trigger)

    // Portalled to the end of <body>, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' })
    await expect(dialog).toHaveAccessibleDescription('You will need your email and password to sign in again.')
    await expect(canvasElement).not.toContainElement(dialog)
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const CancelAndConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onConfirm).not.toHaveBeenCalled()

    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }))
    // Left open so the accessibility check runs on the dialog itself.
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' })
    await waitFor(() => expect(dialog).toBeVisible())
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    texts: {
      trigger: 'تسجيل الخروج',
      title: 'هل تريد تسجيل الخروج؟',
      description: 'ستحتاج إلى بريدك الإلكتروني وكلمة المرور لتسجيل الدخول مرة أخرى.',
      cancel: 'إلغاء',
      confirm: 'خروج',
      close: 'إغلاق',
    },
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'تسجيل الخروج' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'هل تريد تسجيل الخروج؟' })
    await expect(document.documentElement.dir).toBe('rtl')
    await expect(getComputedStyle(dialog).direction).toBe('rtl')
    // Focus moves into the dialog once its focus trap is set up.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))

    // The close button sits in the end corner: the left in Arabic.
    const close = within(dialog).getByRole('button', { name: 'إغلاق' })
    const box = dialog.getBoundingClientRect()
    await expect(close.getBoundingClientRect().left - box.left).toBeLessThan(
      box.right - close.getBoundingClientRect().right,
    )

    await userEvent.click(close)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}
