import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Icon } from '~/ui/icon'
import { Button, IconButton } from './button'

const row = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Start evaluation', onClick: fn() },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Solid: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Start evaluation' })
    // Painted in the brand green (green 11: rgb(33, 131, 88)) with white text, not left transparent.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(33, 131, 88)')
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Variants: Story = {
  render: (args) => (
    <div className={row}>
      <Button {...args} variant="solid">
        Solid
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="solid" disabled>
        Disabled
      </Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Outline' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Ghost' }))
    await expect(args.onClick).toHaveBeenCalledTimes(2)
    await expect(canvas.getByRole('button', { name: 'Disabled' })).toBeDisabled()
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <IconButton {...args} aria-label="Close" variant="ghost">
        <Icon name="close" />
      </IconButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect()
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect()
    await expect(large.height).toBeGreaterThan(small.height)
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    // The label still names the button while the spinner shows.
    const button = within(canvasElement).getByRole('button', { name: 'Start evaluation' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

// A followed link would navigate the test page away; the story only records the click.
const followLink = fn()

export const AsLink: Story = {
  render: () => (
    <Button asChild variant="outline">
      <a
        href="#pricing"
        onClick={(event) => {
          event.preventDefault()
          followLink()
        }}
      >
        See plans
      </a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    followLink.mockClear()
    const link = within(canvasElement).getByRole('link', { name: 'See plans' })
    await expect(link).toHaveAttribute('href', '#pricing')
    await expect(link.className).toContain('button')
    await userEvent.click(link)
    await expect(followLink).toHaveBeenCalledTimes(1)
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <div className={row}>
      <Button {...args}>ابدأ التقييم</Button>
      <Button {...args} variant="outline" loading>
        جارٍ الحفظ
      </Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(document.documentElement.dir).toBe('rtl')
    const start = canvas.getByRole('button', { name: 'ابدأ التقييم' })
    await expect(getComputedStyle(start).direction).toBe('rtl')
    // The first button sits at the inline start, which is the right in Arabic.
    const saving = canvas.getByRole('button', { name: 'جارٍ الحفظ' })
    await expect(start.getBoundingClientRect().left).toBeGreaterThan(saving.getBoundingClientRect().left)
    await userEvent.click(start)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}
