import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { LoadingBar } from './loading-bar'
import { LOADING_BAR_HIDE_DELAY_MS, LOADING_BAR_THROTTLE_MS } from './loading-bar.constants'
import { createLoadingBarController } from './loading-bar.controller'

const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap' })

// Each story gets its own controller, so loads counted in one never leak into the next.
function LoadingBarPlayground() {
  const [controller] = useState(createLoadingBarController)
  return (
    <>
      <div className={row}>
        <Button onClick={controller.start}>Start</Button>
        <Button variant="outline" onClick={controller.finish}>
          Finish
        </Button>
        <Button variant="outline" onClick={controller.error}>
          Error
        </Button>
      </div>
      <LoadingBar controller={controller} />
    </>
  )
}

// Hidden, the bar is aria-hidden and out of the accessibility tree: a person sees nothing.
const bar = () => screen.queryByRole('progressbar')
const hiddenBar = () => document.querySelector<HTMLElement>('[role="progressbar"]')
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const showTimeout = { timeout: LOADING_BAR_THROTTLE_MS + 1500 }
const hideTimeout = { timeout: LOADING_BAR_HIDE_DELAY_MS + 1500 }

const meta = {
  title: 'UI/LoadingBar',
  component: LoadingBarPlayground,
} satisfies Meta<typeof LoadingBarPlayground>
export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)

    await step('hidden until the throttle has passed, then rising', async () => {
      await expect(bar()).not.toBeInTheDocument()
      const started = performance.now()
      await userEvent.click(canvas.getByRole('button', { name: 'Start' }))
      await expect(bar()).not.toBeInTheDocument()
      const shown = await waitFor(() => screen.getByRole('progressbar', { name: 'Loading' }), showTimeout)
      await expect(performance.now() - started).toBeGreaterThanOrEqual(LOADING_BAR_THROTTLE_MS)
      await expect(shown).toHaveAttribute('aria-valuemin', '0')
      await expect(shown).toHaveAttribute('aria-valuemax', '100')
      await waitFor(() => expect(Number(shown.getAttribute('aria-valuenow'))).toBeGreaterThan(0), showTimeout)
      await expect(Number(shown.getAttribute('aria-valuenow'))).toBeLessThan(100)
      // Brand green, fixed along the top edge of the viewport.
      await expect(shown.getBoundingClientRect().top).toBe(0)
      const fill = shown.firstElementChild as HTMLElement
      await expect(getComputedStyle(fill).backgroundColor).not.toBe('rgba(0, 0, 0, 0)')
      // It grows from the inline start: the left edge in English.
      const track = shown.getBoundingClientRect()
      const part = fill.getBoundingClientRect()
      await expect(Math.abs(part.left - track.left)).toBeLessThan(1)
      await expect(part.right).toBeLessThan(track.right)
    })

    await step('full on finish, then gone', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Finish' }))
      await expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-valuenow', '100')
      const finished = performance.now()
      await waitFor(() => expect(bar()).not.toBeInTheDocument(), hideTimeout)
      await expect(performance.now() - finished).toBeGreaterThanOrEqual(LOADING_BAR_HIDE_DELAY_MS - 50)
      await expect(hiddenBar()).toHaveAttribute('aria-hidden', 'true')
    })
  },
}

export const FastLoadNeverShows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }))
    await pause(LOADING_BAR_THROTTLE_MS + 100)
    await expect(bar()).not.toBeInTheDocument()
    await expect(hiddenBar()).toHaveAttribute('aria-valuenow', '0')
  },
}

export const ErrorFinishesAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Two loads: a finish would leave one running, an error does not.
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }))
    const shown = await waitFor(() => screen.getByRole('progressbar', { name: 'Loading' }), showTimeout)
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }))
    await expect(shown).toHaveAttribute('aria-valuenow', '100')
    await waitFor(() => expect(bar()).not.toBeInTheDocument(), hideTimeout)
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start' }))
    const shown = await waitFor(() => screen.getByRole('progressbar'), showTimeout)
    const fill = shown.firstElementChild as HTMLElement
    await waitFor(() => expect(Number(shown.getAttribute('aria-valuenow'))).toBeGreaterThan(0), showTimeout)
    // It grows from the inline start: the right edge in Arabic.
    await waitFor(() => {
      const track = shown.getBoundingClientRect()
      const part = fill.getBoundingClientRect()
      expect(part.width).toBeGreaterThan(0)
      expect(part.width).toBeLessThan(track.width)
      expect(Math.abs(part.right - track.right)).toBeLessThan(1)
      expect(part.left).toBeGreaterThan(track.left)
    }, showTimeout)
  },
}
