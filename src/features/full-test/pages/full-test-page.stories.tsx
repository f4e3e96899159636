import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { FullTest } from '../api/full-tests'
import { makeTest } from '../machines/full-test.fixtures'
import FullTestPage from './full-test-page'

const phone = {
  viewport: { options: { phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' } } } },
}

const screen = (tests: FullTest[]): { screen: ScreenParameters } => ({
  screen: {
    route: '/full-test',
    api: {
      'GET /full-tests': () => ({ status: 200, body: { items: tests } }),
      'POST /full-tests': () => ({ status: 201, body: makeTest() }),
    },
  },
})

const finished = { ...makeTest({ stage: 5 }), id: 'ft_Done1aaaaaaa' }

const meta = {
  title: 'Screens/Full-length Test',
  component: FullTestPage,
  args: { title: 'Full-length test', params: {} },
  decorators: [withScreen],
  parameters: screen([finished]),
} satisfies Meta<typeof FullTestPage>
export default meta
type Story = StoryObj<typeof meta>

/** The plan of the test, the start button, and an earlier test's total as a range. */
export const WithAnEarlierTest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const start = await canvas.findByRole('button', { name: 'Start a full-length test' })
    await waitFor(() => expect(start).toBeEnabled())
    const earlier = await canvas.findByRole('region', { name: 'Full-length tests' })
    await expect(within(earlier).getByLabelText('between 1070 and 1190')).toHaveTextContent('1070–1190')
    await expect(earlier).toHaveTextContent('80% likely; best estimate 1130')
    await expect(within(earlier).getByRole('link', { name: 'See the report' })).toHaveAttribute(
      'href',
      '/full-test/ft_Done1aaaaaaa',
    )
  },
}

/** A running test: resume it, no second one. */
export const Running: Story = {
  parameters: screen([makeTest({ stage: 2 })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Resume your test' })).toHaveAttribute(
      'href',
      '/full-test/ft_Q8vN3kLp2Ws',
    )
    await expect(canvas.queryByRole('button', { name: 'Start a full-length test' })).toBeNull()
    await expect(
      canvas.getByText('No finished full-length test yet. Your score ranges will appear here.'),
    ).toBeVisible()
  },
}

/** No test yet: the empty state says where ranges will appear; starting goes to the test. */
export const NoTestYet: Story = {
  parameters: screen([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('No finished full-length test yet. Your score ranges will appear here.'),
    ).toBeVisible()
    const start = canvas.getByRole('button', { name: 'Start a full-length test' })
    await waitFor(() => expect(start).toBeEnabled())
    await userEvent.click(start)
  },
}

export const Arabic: Story = {
  args: { title: 'الاختبار الكامل' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'))
    // The range's numbers keep their order right to left.
    const range = await canvas.findByText('1070–1190')
    await expect(range.closest('bdi')).toHaveAttribute('dir', 'ltr')
  },
}

export const Phone: Story = {
  parameters: phone,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Start a full-length test' })
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
