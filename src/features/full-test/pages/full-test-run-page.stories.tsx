import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem } from '~/api/mock-api'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { FullTest } from '../api/full-tests'
import { makeReport, makeTest, TEST_ID } from '../machines/full-test.fixtures'
import FullTestRunPage from './full-test-run-page'

const phone = {
  viewport: { options: { phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' } } } },
}

const screen = (test: FullTest | 'missing'): { screen: ScreenParameters } => ({
  screen: {
    route: `/full-test/${TEST_ID}`,
    api: {
      'GET /full-tests/{test_id}': () =>
        test === 'missing' ? { status: 404, body: problem(404, 'Not found') } : { status: 200, body: test },
      'POST /full-tests/{test_id}/advance': () => ({ status: 200, body: makeTest({ stage: 3 }) }),
      'POST /full-tests/{test_id}/exit': () => ({ status: 200, body: makeTest({ status: 'exited' }) }),
      'GET /full-tests/{test_id}/report': () => ({ status: 200, body: makeReport() }),
    },
  },
})

const meta = {
  title: 'Screens/Full-length Test Run',
  component: FullTestRunPage,
  args: { title: 'Full-length test', params: { id: TEST_ID } },
  decorators: [withScreen],
  parameters: screen(makeTest({ stage: 2 })),
} satisfies Meta<typeof FullTestRunPage>
export default meta
type Story = StoryObj<typeof meta>

/** The break between sections: its clock, Resume now, and Leave (which asks first). */
export const Break: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const onBreak = await canvas.findByRole('region', { name: 'Break' })
    await expect(within(onBreak).getByRole('timer', { name: 'Break time left' })).toHaveTextContent(/^(10:00|09:5\d)$/)
    await userEvent.click(within(onBreak).getByRole('button', { name: 'Leave the test' }))
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Leave the test?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay in the test' }))
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull())
  },
}

/** A scored test shows its report: ranges, routes, modules, questions. */
export const Report: Story = {
  parameters: screen(makeTest({ stage: 5 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const scores = await canvas.findByRole('region', { name: 'Estimated scores' })
    await expect(scores).toHaveTextContent('It is not an official SAT score.')
    await expect(within(scores).getByLabelText('between 1070 and 1190')).toBeVisible()
    await expect(within(scores).getByLabelText('between 570 and 650')).toBeVisible()
    await expect(scores).toHaveTextContent('Harder module 2')
    await expect(scores).toHaveTextContent('Easier module 2')
    const modules = canvas.getByRole('region', { name: 'Modules' })
    await expect(modules).toHaveTextContent('Reading and Writing, module 2 (Harder module 2)')
    await expect(canvas.getByRole('region', { name: 'Your full-length tests so far' })).toHaveTextContent('980–1100')
  },
}

export const ReportArabic: Story = {
  parameters: screen(makeTest({ stage: 5 })),
  args: { title: 'الاختبار الكامل' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The total's range, and the same test in the trend: the numbers keep their order right to left.
    const ranges = await canvas.findAllByText('1070–1190')
    for (const range of ranges) await expect(range.closest('bdi')).toHaveAttribute('dir', 'ltr')
    await expect(document.documentElement.dir).toBe('rtl')
  },
}

export const ReportPhone: Story = {
  parameters: { ...screen(makeTest({ stage: 5 })), ...phone },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText('1070–1190')
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const NotFound: Story = {
  parameters: screen('missing'),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Test not found')
    await expect(within(alert).getByRole('link', { name: 'Back to full-length tests' })).toBeVisible()
  },
}
