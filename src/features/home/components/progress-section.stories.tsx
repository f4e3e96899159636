import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { answerHistory, sampleHistory } from '~/features/history/testing'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { lazyPlot } from './progress-plot'
import { ProgressSection } from './progress-section'

const screen: { screen: ScreenParameters } = {
  screen: {
    route: '/home',
    api: { 'GET /history': (request) => ({ status: 200, body: answerHistory(sampleHistory(6), request) }) },
  },
}

// The chart's code fails to load, as offline or after a deploy replaced the chunk.
const unavailablePlot = lazyPlot(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))

const meta = {
  title: 'Home/Progress',
  component: ProgressSection,
  decorators: [withScreen],
  parameters: screen,
  args: { plot: unavailablePlot },
} satisfies Meta<typeof ProgressSection>
export default meta
type Story = StoryObj<typeof meta>

/** The chart could not be loaded: the section says so and shows its table, which needs no library. */
export const ChartUnavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('The chart could not be loaded. Your scores are in the table below.'),
    ).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Your scores, newest first' })
    await expect(within(table).getAllByRole('row')).toHaveLength(7)
    await expect(canvas.queryByRole('button', { name: 'Show as a table' })).toBeNull()
    await expect(canvasElement.querySelector('canvas')).toBeNull()
  },
}

export const ChartUnavailableArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('تعذّر تحميل الرسم البياني. درجاتك موجودة في الجدول أدناه.')).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'درجاتك، الأحدث أولًا' })).toBeVisible()
  },
}
