import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem, type MockHandlers, type MockRequest } from '~/api/mock-api'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { Package, SubscriptionCheck } from '../api/pricing'
import PricingPage from './pricing-page'

const DAY = 24 * 60 * 60 * 1000
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString()

const features = {
  en: [
    'Timed evaluations in Math and Reading and Writing',
    'Unlimited practice by domain, skill and difficulty',
    'Divisions, short tests and detailed reports',
  ],
  ar: [
    'اختبارات تقييم موقوتة في الرياضيات والقراءة والكتابة',
    'تدريب غير محدود حسب المجال والمهارة ومستوى الصعوبة',
    'الأقسام والاختبارات القصيرة والتقارير المفصلة',
  ],
}

/** The three plans of the server's seed, in the language the request asks for. */
function plans(locale: 'en' | 'ar'): Package[] {
  const ar = locale === 'ar'
  return [
    {
      id: 'pkg_M8aK2dFh',
      name: ar ? 'شهري' : 'Monthly',
      description: ar ? 'وصول كامل لمدة شهر.' : 'Full access for one month.',
      duration_days: 30,
      price: { amount: 49900, currency: 'EGP' },
      features: features[locale],
      is_popular: false,
    },
    {
      id: 'pkg_Q3mT7vWz',
      name: ar ? 'ربع سنوي' : 'Quarterly',
      description: ar
        ? 'وصول كامل لمدة ثلاثة أشهر: موسم دراسي كامل.'
        : 'Full access for three months: a full study season.',
      duration_days: 90,
      price: { amount: 119900, currency: 'EGP' },
      features: features[locale],
      is_popular: true,
    },
    {
      id: 'pkg_Y1eR4aLy',
      name: ar ? 'سنوي' : 'Yearly',
      description: ar ? 'وصول كامل لمدة عام، لكل مواعيد الاختبار.' : 'Full access for a year, for every test date.',
      duration_days: 365,
      price: { amount: 399900, currency: 'EGP' },
      features: features[locale],
      is_popular: false,
    },
  ]
}

/** The language the server would answer in (Storybook sets no cookie, so the page's language stands in). */
const localeOf = ({ request }: MockRequest) =>
  request.headers.get('Accept-Language') === 'ar' || document.documentElement.lang === 'ar' ? 'ar' : 'en'

const trialCheck = (): SubscriptionCheck => ({
  has_active_subscription: true,
  subscription: {
    id: 'sub_T1rW6yUi',
    package: null,
    is_trial: true,
    status: 'active',
    start_date: isoIn(-2 * DAY),
    end_date: isoIn(5 * DAY + 60 * 60 * 1000),
    created_at: isoIn(-2 * DAY),
  },
})
const expiredCheck: SubscriptionCheck = {
  has_active_subscription: false,
  subscription: {
    id: 'sub_T1rW6yUi',
    package: null,
    is_trial: true,
    status: 'expired',
    start_date: '2026-11-01T08:30:00Z',
    end_date: '2026-11-08T08:30:00Z',
    created_at: '2026-11-01T08:30:00Z',
  },
}
const paidCheck: SubscriptionCheck = {
  has_active_subscription: true,
  subscription: {
    id: 'sub_R5nJ8kLa',
    package: { id: 'pkg_Q3mT7vWz', name: 'Quarterly' },
    is_trial: false,
    status: 'active',
    start_date: '2026-11-08T08:30:00Z',
    end_date: '2027-02-06T08:30:00Z',
    created_at: '2026-11-08T08:29:12Z',
  },
}

const never = () => new Promise<never>(() => {})

function screen(api: MockHandlers = {}, route = '/pricing'): { screen: ScreenParameters } {
  return {
    screen: {
      route,
      api: {
        'GET /subscriptions/packages': (request) => ({ status: 200, body: { data: plans(localeOf(request)) } }),
        'GET /subscriptions/check-current-subscription': () => ({ status: 200, body: trialCheck() }),
        ...api,
      },
    },
  }
}

const meta = {
  title: 'Screens/Pricing/Plans',
  component: PricingPage,
  args: { title: 'Pricing', params: {} },
  decorators: [withScreen],
  parameters: screen(),
} satisfies Meta<typeof PricingPage>
export default meta
type Story = StoryObj<typeof meta>

/** A learner in the trial: the plans as cards, the popular one chosen, and the trial's days left. */
export const Plans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = await canvas.findByRole('radiogroup', { name: 'Choose a plan' })
    await expect(within(group).getAllByRole('radio')).toHaveLength(3)
    const quarterly = within(group).getByRole('radio', { name: 'Quarterly' })
    await expect(quarterly).toBeChecked()
    // The card's price, period, description and features are read with its name.
    await expect(quarterly).toHaveAccessibleDescription(/Most popular/)
    await expect(quarterly).toHaveAccessibleDescription(/EGP\s?1,199\.00 for 3 months/)
    await expect(quarterly).toHaveAccessibleDescription(/a full study season/)
    await expect(quarterly).toHaveAccessibleDescription(/Divisions, short tests and detailed reports/)
    await expect(within(group).getByRole('radio', { name: 'Monthly' })).toHaveAccessibleDescription(
      /EGP\s?499\.00 for 1 month/,
    )
    await expect(within(group).getByRole('radio', { name: 'Yearly' })).toHaveAccessibleDescription(/for 1 year/)
    await expect(within(group).getByText('Most popular')).toBeVisible()
    await expect(within(group).getAllByRole('list')[0]).toBeVisible()
    await expect(within(within(group).getAllByRole('list')[0]!).getAllByRole('listitem')).toHaveLength(3)

    const status = canvas.getByRole('region', { name: 'Your subscription' })
    await expect(status).toHaveTextContent('Free trial: 5 days left')
    await expect(status).toHaveTextContent(/replaces it straight away/)

    await userEvent.click(within(group).getByText('Full access for one month.'))
    await expect(within(group).getByRole('radio', { name: 'Monthly' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Subscribe to Monthly' })).toBeEnabled()
  },
}

/** One tab stop for the group; the arrow keys move the choice, and the button follows it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const quarterly = await canvas.findByRole('radio', { name: 'Quarterly' })
    quarterly.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Subscribe to Yearly' })).toHaveFocus()
  },
}

let sentPackage: unknown = null

/** Subscribe sends the chosen plan and stays busy while the checkout opens (here it never answers). */
export const Subscribing: Story = {
  parameters: screen({
    'POST /subscriptions': ({ body }) => {
      sentPackage = (body as { package_id: string }).package_id
      return never()
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('Full access for one month.'))
    const subscribe = canvas.getByRole('button', { name: 'Subscribe to Monthly' })
    await userEvent.click(subscribe)
    await waitFor(() => expect(subscribe).toHaveAttribute('aria-busy', 'true'))
    await expect(subscribe).toBeDisabled()
    await expect(sentPackage).toBe('pkg_M8aK2dFh')
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
  },
}

/** The server refuses the checkout: its message as a toast, and the learner's choice stays. */
export const SubscribeFails: Story = {
  parameters: screen({
    'POST /subscriptions': () => ({ status: 404, body: problem(404, 'Payments are not available right now.') }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('Full access for a year, for every test date.'))
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Yearly' }))
    const toast = await within(document.body).findByText('Payments are not available right now.')
    await waitFor(() => expect(toast).toBeVisible())
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Subscribe to Yearly' })).toBeEnabled()
  },
}

/** Back from a failed checkout (`?plan=`): the page starts on that plan. */
export const PlanFromAddress: Story = {
  parameters: screen({}, '/pricing?plan=pkg_M8aK2dFh'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: 'Monthly' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Subscribe to Monthly' })).toBeVisible()
  },
}

/** The trial is over: the state says so in red, with the date it ended. */
export const Expired: Story = {
  parameters: screen({
    'GET /subscriptions/check-current-subscription': () => ({ status: 200, body: expiredCheck }),
  }),
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('region', { name: 'Your subscription' })
    await expect(status).toHaveTextContent('Your subscription has expired')
    await expect(status).toHaveTextContent('Your free trial ended on November 8, 2026.')
  },
}

/** A paid plan runs: its end, and that a new plan would follow it. */
export const ActivePlan: Story = {
  parameters: screen({
    'GET /subscriptions/check-current-subscription': () => ({ status: 200, body: paidCheck }),
  }),
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('region', { name: 'Your subscription' })
    await expect(status).toHaveTextContent('Your Quarterly plan is active')
    await expect(status).toHaveTextContent('It runs until February 6, 2027. A plan you buy now starts when it ends.')
  },
}

/** No plan on offer. */
export const NoPlans: Story = {
  parameters: screen({ 'GET /subscriptions/packages': () => ({ status: 200, body: { data: [] } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/No plans are on offer right now/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument()
  },
}

/** The plans on their way: placeholder cards, marked busy. */
export const Loading: Story = {
  parameters: screen({ 'GET /subscriptions/packages': never }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('group', { name: 'Loading the plans' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()
  },
}

/** The plans could not be loaded: the page says so and offers to try again. */
export const Failed: Story = {
  parameters: screen({
    'GET /subscriptions/packages': () => ({ status: 500, body: problem(500, 'Something went wrong') }),
  }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('The plans could not be loaded.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = await canvas.findByRole('radiogroup', { name: 'اختر خطة' })
    const quarterly = within(group).getByRole('radio', { name: 'ربع سنوي' })
    await expect(quarterly).toBeChecked()
    await expect(quarterly).toHaveAccessibleDescription(/الأكثر طلبًا/)
    await expect(quarterly).toHaveAccessibleDescription(/1,199\.00/)
    await expect(quarterly).toHaveAccessibleDescription(/لمدة 3 أشهر/)
    await expect(within(group).getByRole('radio', { name: 'سنوي' })).toHaveAccessibleDescription(/لمدة سنة/)
    await expect(canvas.getByRole('button', { name: 'اشترك في الخطة: ربع سنوي' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'اشتراكك' })).toHaveTextContent(/الفترة التجريبية: يتبقى 5 أيام/)
    await expect(document.documentElement.dir).toBe('rtl')
    // The popular tag sits at the card's inline end: on the left in Arabic.
    const card = quarterly.closest('label')!
    const tag = within(card).getByText('الأكثر طلبًا')
    await expect(tag.getBoundingClientRect().left - card.getBoundingClientRect().left).toBeLessThan(
      card.getBoundingClientRect().right - tag.getBoundingClientRect().right,
    )
  },
}
