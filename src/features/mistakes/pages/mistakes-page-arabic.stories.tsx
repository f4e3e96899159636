import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import type { MistakesRoutes } from './mistakes-screen.story-kit'
import { fitsPhone, mistakesScreen, mistakesStoryMeta, phone } from './mistakes-screen.story-kit'

// The mistake log in Arabic, and on a phone in both languages.
const meta = {
  title: 'Screens/Mistake log/Arabic and phone',
  ...mistakesStoryMeta,
} satisfies Meta<typeof MistakesRoutes>
export default meta
type Story = StoryObj<typeof meta>

/** Arabic: the app's digits (Western, as everywhere) in the due lines; the English excerpt kept left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = await canvas.findAllByRole('article')
    await expect(rows).toHaveLength(5)
    await expect(within(rows[0]!).getByRole('button').querySelector('bdi')).toHaveAttribute('dir', 'ltr')
    await expect(rows[1]).toHaveTextContent('المراجعة التالية بعد يومين')
  },
}

/** Arabic: the question in its dialog, the explanation in Arabic first. */
export const ArabicQuestion: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('article')
    await userEvent.click(within(rows[0]!).getByRole('button'))
    const dialog = await screen.findByRole('dialog')
    await expect(await within(dialog).findByTestId('explanation')).toHaveAttribute('data-language', 'ar')
  },
}

export const ArabicEmpty: Story = { globals: { locale: 'ar' }, parameters: mistakesScreen({ rows: [] }) }

export const ArabicLoadFails: Story = { globals: { locale: 'ar' }, parameters: mistakesScreen({ listFails: true }) }

/** A 360 px phone in Arabic: filters stacked, rows as cards, nothing scrolls sideways. */
export const ArabicPhone360: Story = {
  globals: { locale: 'ar' },
  decorators: [phone],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('article')
    await expect(fitsPhone(canvasElement)).toBe(true)
  },
}

/** A 360 px phone in English. */
export const Phone360: Story = {
  decorators: [phone],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('article')
    await expect(fitsPhone(canvasElement)).toBe(true)
  },
}

/** The question's dialog on a phone. */
export const PhoneQuestion: Story = {
  globals: { locale: 'ar' },
  decorators: [phone],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('article')
    await userEvent.click(within(rows[1]!).getByRole('button'))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByTestId('explanation')
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1)
  },
}
