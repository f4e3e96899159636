import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { problem } from '~/api/mock-api'
import { appSessionMachine, SessionContext } from '~/features/session'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { Button } from '~/ui/button'
import { LogoutDialog } from './logout-dialog'

const goToLogin = fn().mockName('goToLogin')

// The dialog signs out through the session machine: start it signed in, and only record
// the move to `/` (Actions panel), so the story keeps its own address.
const signedInSession = appSessionMachine.provide({ actions: { goToLogin } })
const withSignedInSession: Decorator = (Story) => (
  <SessionContext.Provider logic={signedInSession} options={{ input: { hasToken: true } }}>
    <Story />
  </SessionContext.Provider>
)

function Example() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log out</Button>
      <LogoutDialog open={open} onOpenChange={setOpen} />
    </>
  )
}

const meta = {
  title: 'Screens/Shell/Logout dialog',
  component: Example,
  decorators: [withSignedInSession, withScreen],
  beforeEach: () => {
    goToLogin.mockClear()
  },
  parameters: {
    screen: {
      route: '/home',
      api: { 'POST /logout': () => ({ status: 200, body: { message: 'Logged out successfully' } }) },
    } satisfies ScreenParameters,
  },
} satisfies Meta<typeof Example>
export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }))
  const dialog = await body().findByRole('dialog', { name: 'Log out?' })
  await waitFor(() => expect(dialog).toBeVisible())
  return dialog
}

/** Spec §2: title, text, Cancel and Logout; Cancel closes without signing out. */
export const Cancels: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await expect(dialog).toHaveAccessibleDescription('You will need your email and password to sign in again.')
    await expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
    await expect(goToLogin).not.toHaveBeenCalled()
  },
}

/** Logout: the server's message as a toast, then the learner goes to `/`. */
export const LogsOut: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }))
    const toast = await body().findByText('Logged out successfully')
    await waitFor(() => expect(toast).toBeVisible())
    await expect(goToLogin).toHaveBeenCalledOnce()
  },
}

/** Spec §8: a failed logout is only logged; the learner is signed out locally all the same. */
export const ServerFails: Story = {
  parameters: {
    screen: {
      route: '/home',
      api: { 'POST /logout': () => ({ status: 500, body: problem(500, 'Something went wrong') }) },
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(goToLogin).toHaveBeenCalledOnce())
    await expect(body().queryByText('Something went wrong')).toBeNull()
  },
}
