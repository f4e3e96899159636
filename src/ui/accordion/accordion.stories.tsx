import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Accordion } from '.'

interface Section {
  value: string
  title: string
  text: string
}

const english: Section[] = [
  { value: 'timers', title: 'Timers', text: 'The strict timer gives 45 seconds per question, the loose one 60.' },
  { value: 'points', title: 'Points', text: 'A correct answer earns 10, 20 or 30 points by difficulty.' },
  { value: 'divisions', title: 'Divisions', text: 'Ten levels per subject, five quizzes a round.' },
]
const arabic: Section[] = [
  { value: 'timers', title: 'المؤقتات', text: 'يمنح المؤقت الصارم 45 ثانية لكل سؤال، والمرن 60 ثانية.' },
  { value: 'points', title: 'النقاط', text: 'تكسبك الإجابة الصحيحة 10 أو 20 أو 30 نقطة حسب الصعوبة.' },
  { value: 'divisions', title: 'الأقسام', text: 'عشرة مستويات في كل مادة، وخمسة اختبارات في كل جولة.' },
]

function Example({
  sections = english,
  defaultValue = [],
  onChange,
}: {
  sections?: Section[]
  defaultValue?: string[]
  onChange?: (value: string[]) => void
}) {
  const [value, setValue] = useState(defaultValue)
  return (
    <Accordion.Root
      collapsible
      value={value}
      onValueChange={(details) => {
        setValue(details.value)
        onChange?.(details.value)
      }}
      className={css({ maxWidth: 'xl' })}
    >
      {sections.map((section) => (
        <Accordion.Item key={section.value} value={section.value}>
          <Accordion.ItemHeading>
            <Accordion.ItemTrigger>
              {section.title}
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Accordion.ItemHeading>
          <Accordion.ItemContent>
            <p>{section.text}</p>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}

const meta = {
  title: 'UI/Accordion',
  component: Example,
  args: { onChange: fn() },
} satisfies Meta<typeof Example>
export default meta
type Story = StoryObj<typeof meta>

/** Where the chevron sits against its trigger. */
function indicatorBox(trigger: HTMLElement) {
  const indicator = trigger.querySelector<HTMLElement>('[data-part="item-indicator"]')!.getBoundingClientRect()
  return { trigger: trigger.getBoundingClientRect(), indicator }
}

/** All closed: three headings, each a button that says it is collapsed; no panel is shown. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3)
    const trigger = canvas.getByRole('button', { name: 'Timers' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('region')).toBeNull()
    // The chevron at the inline end: the right in English.
    const { trigger: box, indicator } = indicatorBox(trigger)
    await expect(box.right - indicator.right).toBeLessThan(24)
  },
}

/** A click opens an item's panel, named by its trigger; opening another closes the first. */
export const OpensOneAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Points' }))
    const panel = await canvas.findByRole('region', { name: 'Points' })
    await expect(panel).toHaveTextContent('10, 20 or 30 points')
    await expect(canvas.getByRole('button', { name: 'Points' })).toHaveAttribute('aria-expanded', 'true')
    await expect(args.onChange).toHaveBeenLastCalledWith(['points'])
    await userEvent.click(canvas.getByRole('button', { name: 'Divisions' }))
    await expect(await canvas.findByRole('region', { name: 'Divisions' })).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Points' })).toBeNull())
    // Collapsible: the open one closes again.
    await userEvent.click(canvas.getByRole('button', { name: 'Divisions' }))
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull())
    await expect(args.onChange).toHaveBeenLastCalledWith([])
  },
}

/** The keyboard: arrows move between triggers, Home and End jump, Enter and Space toggle. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('button', { name: 'Timers' }).focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('button', { name: 'Points' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('button', { name: 'Divisions' })).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect(canvas.getByRole('button', { name: 'Timers' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByRole('region', { name: 'Timers' })).toHaveTextContent('45 seconds')
    await userEvent.keyboard(' ')
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull())
  },
}

/** Opened from outside (a link to one article): its panel shows at once. */
export const OpenedByValue: Story = {
  args: { defaultValue: ['divisions'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Divisions' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Timers' })).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Arabic: the text starts on the right and the chevron sits at the inline end, on the left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { sections: arabic, defaultValue: ['timers'] },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'المؤقتات' })
    await expect(canvas.getByRole('region', { name: 'المؤقتات' })).toHaveTextContent('45 ثانية')
    const { trigger: box, indicator } = indicatorBox(trigger)
    await expect(indicator.left - box.left).toBeLessThan(24)
    await expect(getComputedStyle(trigger).textAlign).toBe('start')
  },
}
