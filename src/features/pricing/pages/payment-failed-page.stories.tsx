import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { Payment } from '../api/pricing'
import { expiredPayment, failedPayment, paidPayment, paidPeriod } from '../testing'
import PaymentFailedPage from './payment-failed-page'

function screen(
  payment: MockHandlers['GET /payments/{payment_id}'],
  route = '/payment/failed?payment_id=pay_V2cX9bNm',
): { screen: ScreenParameters } {
  return {
    screen: {
      route,
      api: {
        'GET /payments/{payment_id}': payment,
        'GET /subscriptions': () => ({
          status: 200,
          body: { data: [paidPeriod], meta: { total: 1, page: 1, per_page: 10, last_page: 1 } },
        }),
      },
    },
  }
}
const answer = (payment: Payment) => () => ({ status: 200 as const, body: payment })

const meta = {
  title: 'Screens/Pricing/Payment failed',
  component: PaymentFailedPage,
  args: { title: 'Payment failed', params: {} },
  decorators: [withScreen],
  parameters: screen(answer(failedPayment)),
} satisfies Meta<typeof PaymentFailedPage>
export default meta
type Story = StoryObj<typeof meta>

/** Declined: the reason in words, Try again on the same plan, and home. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible()
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('The payment for the Quarterly plan was declined.')
    await expect(alert).toHaveTextContent('Nothing was charged, and your subscription has not changed.')
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pricing?plan=pkg_Q3mT7vWz')
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home')
  },
}

/** The checkout was left open too long. */
export const CheckoutExpired: Story = {
  parameters: screen(answer(expiredPayment)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The checkout closed before the payment was made.')
    await expect(canvas.getByRole('link', { name: 'Try again' })).toBeVisible()
  },
}

/** The return address says failed, the server says paid: the server wins. */
export const ServerSaysPaid: Story = {
  parameters: screen(answer(paidPayment)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your Quarterly plan is active until February 21, 2027.'),
    )
  },
}

/** The checkout came back without a payment (the server sends an empty `payment_id` for an unknown one). */
export const WithoutPayment: Story = {
  parameters: screen(answer(failedPayment), '/payment/failed?payment_id='),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pricing')
  },
}

/** An id the server does not know for this learner. */
export const Unknown: Story = {
  parameters: screen(() => ({ status: 404, body: problem(404, 'Not Found') })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(/We could not find this payment/)
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: screen(answer({ ...failedPayment, package: { ...failedPayment.package, name: 'ربع سنوي' } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'فشل الدفع' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(/ربع سنوي/)
    await expect(canvas.getByRole('link', { name: 'حاول مرة أخرى' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'الذهاب إلى الرئيسية' })).toBeVisible()
    await expect(document.documentElement.dir).toBe('rtl')
  },
}
