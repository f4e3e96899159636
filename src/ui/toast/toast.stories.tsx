import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { Toaster } from './toast'
import { TOAST_DURATION_MS, TOAST_MAX, TOAST_REMOVE_DELAY_MS } from './toast.constants'
import { toaster } from './toaster'

const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap' })

interface ToastDemoProps {
  texts: { error: string; errorDetail: string; success: string; warning: string; info: string }
}

function ToastDemo({ texts }: ToastDemoProps) {
  return (
    <>
      <div className={row}>
        <Button onClick={() => toaster.error({ title: texts.error, description: texts.errorDetail })}>Error</Button>
        <Button variant="outline" onClick={() => toaster.success({ title: texts.success })}>
          Success
        </Button>
        <Button variant="outline" onClick={() => toaster.warning({ title: texts.warning })}>
          Warning
        </Button>
        <Button variant="outline" onClick={() => toaster.info({ title: texts.info })}>
          Info
        </Button>
      </div>
      <Toaster />
    </>
  )
}

const toastRoots = () => screen.queryAllByRole('status').filter((element) => element.hasAttribute('data-type'))

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: {
    texts: {
      error: 'Not Found',
      errorDetail: 'The page you asked for does not exist.',
      success: 'Logged in successfully',
      warning: 'Your trial ends in 2 days',
      info: 'A new version is available',
    },
  },
  // The toaster is one module-level queue: start every story with it empty.
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof ToastDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Types: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ['Error', 'Success', 'Warning', 'Info']) {
      await userEvent.click(canvas.getByRole('button', { name }))
    }
    const error = await screen.findByRole('status', { name: 'Not Found' })
    await expect(error).toHaveAttribute('data-type', 'error')
    await expect(error).toHaveAccessibleDescription('The page you asked for does not exist.')
    // Errors are red (spec §8), successes the green accent.
    await expect(getComputedStyle(error).getPropertyValue('--colors-color-palette-2').trim()).not.toBe('')
    const success = screen.getByRole('status', { name: 'Logged in successfully' })
    await expect(getComputedStyle(error).backgroundColor).not.toBe(getComputedStyle(success).backgroundColor)
    await expect(toastRoots()).toHaveLength(4)
  },
}

export const AtMostFiveOldestDropped: Story = {
  play: async () => {
    for (let index = 1; index <= TOAST_MAX + 1; index++) toaster.info({ title: `Toast ${index}` })

    await waitFor(() => expect(toastRoots()).toHaveLength(TOAST_MAX))
    await expect(screen.queryByRole('status', { name: 'Toast 1' })).not.toBeInTheDocument()
    await expect(screen.getByRole('status', { name: 'Toast 2' })).toBeInTheDocument()
    await expect(screen.getByRole('status', { name: `Toast ${TOAST_MAX + 1}` })).toBeInTheDocument()
  },
}

export const CloseButtonRemovesIt: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }))
    const toast = await screen.findByRole('status', { name: 'Not Found' })
    const started = performance.now()
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }))
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Not Found' })).not.toBeInTheDocument())
    // Kept for the exit transition (spec §4), not removed at once.
    await expect(performance.now() - started).toBeGreaterThanOrEqual(TOAST_REMOVE_DELAY_MS)
  },
}

export const DismissOnClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }))
    const toast = await screen.findByRole('status', { name: 'Logged in successfully' })
    await userEvent.click(within(toast).getByText('Logged in successfully'))
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Logged in successfully' })).not.toBeInTheDocument(),
    )
  },
}

export const GoesAwayAfterThreeSeconds: Story = {
  play: async () => {
    const started = performance.now()
    toaster.success({ title: 'Password updated' })
    await screen.findByRole('status', { name: 'Password updated' })
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Password updated' })).not.toBeInTheDocument(), {
      timeout: TOAST_DURATION_MS + 2000,
    })
    await expect(performance.now() - started).toBeGreaterThanOrEqual(TOAST_DURATION_MS)
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    texts: {
      error: 'غير موجود',
      errorDetail: 'الصفحة التي طلبتها غير موجودة.',
      success: 'تم تسجيل الدخول بنجاح',
      warning: 'تنتهي فترتك التجريبية بعد يومين',
      info: 'يتوفر إصدار جديد',
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }))
    const toast = await screen.findByRole('status', { name: 'غير موجود' })
    await expect(document.documentElement.dir).toBe('rtl')
    await expect(getComputedStyle(toast).direction).toBe('rtl')
    const box = toast.getBoundingClientRect()
    // The queue takes its place when it is created, from the window's width then.
    const group = toast.closest('[data-part="group"]')!
    if (group.getAttribute('data-placement') === 'top') {
      // On a phone they sit at the top, in the middle: away from the forms' buttons (issue 16).
      await expect(Math.abs(box.left - (window.innerWidth - box.right))).toBeLessThan(2)
      await expect(box.top).toBeLessThan(window.innerHeight / 3)
    } else {
      // Wider, they sit at the inline end: the left edge in Arabic.
      await expect(box.left).toBeLessThan(window.innerWidth - box.right)
    }
  },
}

/**
 * Over an inert app (a division quiz covers the window and makes the app's root `inert`): the toast
 * is outside it, so it is heard, and a click dismisses it.
 */
export const OverAnInertApp: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.setAttribute('inert', '')
    try {
      toaster.info({ title: 'A new version is available' })
      const toast = await waitFor(() => {
        const [root] = toastRoots()
        if (!root) throw new Error('no toast yet')
        return root
      })
      await expect(toast).toHaveTextContent('A new version is available')
      await expect(toast.closest('[inert]')).toBeNull()
      await userEvent.click(toast)
      await waitFor(() => expect(toastRoots()).toHaveLength(0))
    } finally {
      canvasElement.removeAttribute('inert')
    }
  },
}
