import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Icon, iconNames, iconSizes } from './icon'

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'home', size: 'sm' },
} satisfies Meta<typeof Icon>
export default meta
type Story = StoryObj<typeof meta>

export const Sizes: Story = {
  render: (args) => (
    <div className={css({ display: 'flex', gap: '4', alignItems: 'end' })}>
      {(Object.keys(iconSizes) as (keyof typeof iconSizes)[]).map((size) => (
        <Icon key={size} {...args} size={size} label={`${args.name} ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: 'home sm' })).toHaveAttribute('width', '24')
    await expect(canvas.getByRole('img', { name: 'home xl' })).toHaveAttribute('width', '48')
  },
}

export const Gallery: Story = {
  render: () => (
    <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: '4' })}>
      {iconNames.map((name) => (
        <li key={name} className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1' })}>
          <Icon name={name} size="md" />
          <code className={css({ fontSize: 'xs', color: 'fg.muted' })}>{name}</code>
        </li>
      ))}
    </ul>
  ),
}

export const DecorativeIsHidden: Story = {
  args: { name: 'bell' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const MirroredInArabic: Story = {
  args: { name: 'arrowBack', label: 'Back' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Back' })
    await expect(document.documentElement.dir).toBe('rtl')
    await expect(getComputedStyle(icon).transform).not.toBe('none')
  },
}
