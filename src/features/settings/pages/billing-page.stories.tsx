import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { components } from '@common/api/schema.gen'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import BillingPage from './billing-page'

type Billing = components['schemas']['Billing']

const paid: Billing = {
  has_active_subscription: true,
  current_subscription: {
    id: 'sub_R5nJ8kLa',
    package: { id: 'pkg_Q3mT7vWz', name: 'Quarterly' },
    is_trial: false,
    status: 'active',
    start_date: '2026-09-08T08:30:00Z',
    end_date: '2026-12-07T08:30:00Z',
    created_at: '2026-09-08T08:29:12Z',
  },
  payments: [
    {
      id: 'pay_V2cX9bNm',
      package: { id: 'pkg_Q3mT7vWz', name: 'Quarterly' },
      amount: { amount: 119900, currency: 'EGP' },
      status: 'paid',
      provider: 'sandbox',
      reference: 'SBX-20260908-0001',
      subscription_id: 'sub_R5nJ8kLa',
      created_at: '2026-09-08T08:29:12Z',
      paid_at: '2026-09-08T08:30:00Z',
    },
    {
      id: 'pay_F1aL3dXy',
      package: { id: 'pkg_M0nT7hLy', name: 'Monthly' },
      amount: { amount: 49900, currency: 'EGP' },
      status: 'failed',
      provider: 'sandbox',
      reference: null,
      subscription_id: null,
      created_at: '2026-09-01T10:00:00Z',
      paid_at: null,
    },
    {
      id: 'pay_K7rE4fNd',
      package: { id: 'pkg_M0nT7hLy', name: 'Monthly' },
      amount: { amount: 49900, currency: 'EGP' },
      status: 'refunded',
      provider: 'stripe',
      reference: 'cs_test_a1Znb7gdtlLEPzSi8qMIJzvs',
      subscription_id: null,
      created_at: '2026-08-02T09:15:00Z',
      paid_at: '2026-08-02T09:16:40Z',
    },
  ],
  meta: { total: 3, page: 1, per_page: 10, last_page: 1 },
}

const trialOnly: Billing = {
  has_active_subscription: true,
  current_subscription: { ...paid.current_subscription!, package: null, is_trial: true, id: 'sub_trial0001' },
  payments: [],
  meta: { total: 0, page: 1, per_page: 10, last_page: 1 },
}

const screen = (billing: Billing): { screen: ScreenParameters } => ({
  screen: { route: '/settings/billing', api: { 'GET /settings/billing': () => ({ status: 200, body: billing }) } },
})

const meta = {
  title: 'Screens/Settings/Billing',
  component: BillingPage,
  args: { title: 'Billing', params: {} },
  decorators: [withScreen],
  parameters: screen(paid),
} satisfies Meta<typeof BillingPage>
export default meta
type Story = StoryObj<typeof meta>

export const WithPayments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Quarterly', { selector: 'dd' })).toBeVisible()
    await expect(canvas.getByText('Active')).toBeVisible()
    await expect(canvas.getByText('September 8, 2026', { selector: 'dd time' })).toBeVisible()
    const table = canvas.getByRole('table')
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(4)
    // Minor units: 119900 piastres are EGP 1,199.00.
    await expect(within(rows[1]!).getByText(/1,199\.00/)).toBeVisible()
    await expect(within(rows[1]!).getByText('Paid')).toBeVisible()
    await expect(within(rows[2]!).getByText('Failed')).toBeVisible()
    // A payment the provider refunded (its subscription was cancelled).
    await expect(within(rows[3]!).getByText('Refunded')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See all plans' })).toHaveAttribute('href', '/pricing')
    await expect(canvas.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page')
  },
}

export const TrialWithoutPayments: Story = {
  parameters: screen(trialOnly),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Free trial')).toBeVisible()
    await expect(canvas.getByText(/No payments yet/)).toBeVisible()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/pricing')
  },
}

export const NoPlan: Story = {
  parameters: screen({ ...trialOnly, has_active_subscription: false, current_subscription: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/You have no active plan/)).toBeVisible()
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table')
    // Intl in Arabic: Western digits (as in the questions and on the clock), the currency's Arabic name.
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/1,199/)
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/ج\.م\./)
    await expect(within(table).getAllByRole('row')[3]).toHaveTextContent('مُسترَد')
    await expect(document.documentElement.dir).toBe('rtl')
  },
}
