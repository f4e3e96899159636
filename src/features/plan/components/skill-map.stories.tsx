import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phone, fitsWithoutSideScroll } from '../plan.story-helpers'
import { arabicMastery, newcomerMastery, sampleMastery } from '../plan.fixtures'
import { SkillMap } from './skill-map'

const meta = {
  title: 'Plan/Skill map',
  component: SkillMap,
  args: { mastery: sampleMastery },
} satisfies Meta<typeof SkillMap>
export default meta
type Story = StoryObj<typeof meta>

/** Both subjects, per domain: each skill a chip marked and tinted by its level, its level read after its name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const legend = canvas.getByRole('list', { name: 'Mastery levels' })
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Not started', 'Familiar', 'Proficient', 'Mastered'])
    await expect(canvas.getByRole('heading', { level: 3, name: 'Math' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 3, name: 'Reading and Writing' })).toBeVisible()
    const algebra = canvas.getByRole('list', { name: 'Algebra' })
    await expect(within(algebra).getAllByRole('listitem')).toHaveLength(5)
    // Not colour alone: the level is words for a screen reader (and a filled share of the marker).
    await expect(within(algebra).getAllByRole('listitem')[0]).toHaveTextContent(
      'Linear equations in one variable: Mastered',
    )
    await expect(within(algebra).getAllByRole('listitem')[4]).toHaveTextContent('Linear inequalities: Not started')
  },
}

/** Before any answer: every skill not started. */
export const Newcomer: Story = {
  args: { mastery: newcomerMastery },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement)
      .getAllByRole('listitem')
      .filter((item) => item.closest('[aria-labelledby]'))
    for (const item of items) await expect(item).toHaveTextContent(/: Not started$/)
  },
}

/** A report's map: its subject only, the quiz's skills in bold and said so, with the legend's extra line. */
export const OnAReport: Story = {
  args: {
    subject: 'math',
    covered: new Set(['linear_equations_one_variable', 'nonlinear_functions', 'circles']),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('heading', { name: 'Reading and Writing' })).toBeNull()
    await expect(canvas.getByText('Bold: in this quiz')).toBeVisible()
    await expect(canvas.getByText('Circles', { exact: false })).toHaveTextContent('Circles: Not started, in this quiz')
    await expect(canvas.getByText('Percentages', { exact: false })).toHaveTextContent('Percentages: Proficient')
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { mastery: arabicMastery },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(document.documentElement.dir).toBe('rtl')
    const legend = canvas.getByRole('list', { name: 'مستويات الإتقان' })
    await expect(within(legend).getAllByRole('listitem')).toHaveLength(4)
    await expect(canvas.getByRole('heading', { level: 3, name: 'الرياضيات' })).toBeVisible()
  },
}

/** On a 360 px phone the chips wrap: nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvasElement }) => fitsWithoutSideScroll(canvasElement),
}

export const PhoneArabic: Story = {
  globals: { locale: 'ar' },
  args: { mastery: arabicMastery },
  decorators: [phone],
  play: async ({ canvasElement }) => fitsWithoutSideScroll(canvasElement),
}
