import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { Payment } from '../api/pricing'
import { failedPayment, paidPayment, paidPeriod, pendingPayment, trialPeriod } from '../testing'
import PaymentSuccessPage from './payment-success-page'

const history =
  (periods = [paidPeriod, trialPeriod]): MockHandlers['GET /subscriptions'] =>
  () => ({ status: 200, body: { data: periods, meta: { total: periods.length, page: 1, per_page: 10, last_page: 1 } } })

function screen(
  payment: MockHandlers['GET /payments/{payment_id}'],
  { route = '/payment/success?payment_id=pay_V2cX9bNm', periods = [paidPeriod, trialPeriod] } = {},
): { screen: ScreenParameters } {
  return { screen: { route, api: { 'GET /payments/{payment_id}': payment, 'GET /subscriptions': history(periods) } } }
}
const answer = (payment: Payment) => () => ({ status: 200 as const, body: payment })

const meta = {
  title: 'Screens/Pricing/Payment success',
  component: PaymentSuccessPage,
  args: { title: 'Payment successful', params: {} },
  decorators: [withScreen],
  parameters: screen(answer(paidPayment)),
} satisfies Meta<typeof PaymentSuccessPage>
export default meta
type Story = StoryObj<typeof meta>

/** The server says paid: the plan, the amount, the new end date, and the way home. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your Quarterly plan is active until February 21, 2027.'),
    )
    await expect(canvas.getByText('Quarterly', { selector: 'dd' })).toBeVisible()
    await expect(canvas.getByText(/1,199\.00/)).toBeVisible()
    await expect(canvas.getByText('February 21, 2027', { selector: 'dd time' })).toBeVisible()
    await expect(canvas.getByText('SBX-20261123-9BNM01')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home')
    await expect(canvas.getByRole('link', { name: 'See billing' })).toHaveAttribute('href', '/settings/billing')
  },
}

/** Bought while a paid plan runs: the new period starts when that one ends. */
export const PaidAfterCurrentPlan: Story = {
  parameters: screen(answer(paidPayment), {
    periods: [
      { ...paidPeriod, status: 'scheduled', start_date: '2030-01-01T08:30:00Z', end_date: '2030-04-01T08:30:00Z' },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Your Quarterly plan starts on January 1, 2030, when your current plan ends, and runs until April 1, 2030.',
      ),
    )
  },
}

let reads = 0

/** Not settled yet: the page says so and reads the payment again until the provider confirms it. */
export const Pending: Story = {
  parameters: screen(() => {
    reads += 1
    return { status: 200, body: reads === 1 ? pendingPayment : paidPayment }
  }),
  beforeEach: () => {
    reads = 0
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment pending' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(/for the Quarterly plan is not confirmed yet/)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Payment successful' }, { timeout: 6000 }),
    ).toBeVisible()
  },
}

/** The return address says success, the server says failed: the server wins. */
export const ServerSaysFailed: Story = {
  parameters: screen(answer(failedPayment)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('The payment for the Quarterly plan was declined.')
  },
}

/** Another learner's payment, or a made-up one: the server says 404, the page says so. */
export const Unknown: Story = {
  parameters: screen(() => ({ status: 404, body: problem(404, 'Not Found') })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(/We could not find this payment/)
    await expect(canvas.getByRole('link', { name: 'See billing' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument()
  },
}

/** No `payment_id` in the address. */
export const WithoutPayment: Story = {
  parameters: screen(answer(paidPayment), { route: '/payment/success' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(/does not say which payment/)
  },
}

/** The payment is on its way: a neutral heading, never the address's word. */
export const Loading: Story = {
  parameters: screen(() => new Promise<never>(() => {})),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checking your payment' })).toBeVisible()
  },
}

/** The server failed: the page cannot say how the payment went, and offers to ask again. */
export const LoadFailed: Story = {
  parameters: screen(() => ({ status: 500, body: problem(500, 'Something went wrong') })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(/could not be loaded/)
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: screen(answer({ ...paidPayment, package: { ...paidPayment.package, name: 'ربع سنوي' } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'تم الدفع بنجاح' })).toBeVisible()
    await expect(canvas.getByText('ربع سنوي', { selector: 'dd' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'الذهاب إلى الرئيسية' })).toBeVisible()
    await expect(canvas.getByText(/1,199\.00/)).toBeVisible()
    await expect(document.documentElement.dir).toBe('rtl')
  },
}
