import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { css } from 'styled-system/css'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { MockHandlers } from '~/api/mock-api'
import type { components } from '@common/api/schema.gen'
import { appSessionMachine, SessionContext } from '~/features/session'
import { useLocale } from '~/i18n/locale-context'
import { demoConfig, demoUser } from '~/test/fixtures'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import DefaultLayout from './default-layout'

type SubscriptionCheck = components['schemas']['CurrentSubscriptionCheck']
type Notification = components['schemas']['Notification']

const HOUR = 3_600_000
const DAY = 24 * HOUR
const iso = (time: number) => new Date(time).toISOString()

/** A 7-day free trial ending `left` milliseconds from now (read when the layout asks, so the banner stays true). */
function trialEndingIn(left: number): SubscriptionCheck {
  const end = Date.now() + left
  return {
    has_active_subscription: true,
    subscription: {
      id: 'sub_trial0001',
      package: null,
      is_trial: true,
      status: 'active',
      start_date: iso(end - 7 * DAY),
      end_date: iso(end),
      created_at: iso(end - 7 * DAY),
    },
  }
}

function paidUntil(left: number): SubscriptionCheck {
  const end = Date.now() + left
  return {
    has_active_subscription: true,
    subscription: {
      id: 'sub_R5nJ8kLa',
      package: { id: 'pkg_Q3mT7vWz', name: 'Quarterly' },
      is_trial: false,
      status: 'active',
      start_date: iso(end - 90 * DAY),
      end_date: iso(end),
      created_at: iso(end - 90 * DAY),
    },
  }
}

const noSubscription: SubscriptionCheck = { has_active_subscription: false, subscription: null }

/** Two unread notifications, in the page's language as the server localizes them (Accept-Language). */
function unreadNotifications(): Notification[] {
  const arabic = document.documentElement.lang === 'ar'
  const now = Date.now()
  return [
    {
      id: 'ntf_P8sK3dLq',
      type: 'trial_ending',
      title: arabic ? 'تنتهي تجربتك المجانية قريبًا' : 'Your free trial ends soon',
      body: arabic
        ? 'تنتهي تجربتك المجانية خلال يومين. اختر خطة لتواصل التدريب.'
        : 'Your free trial ends in 2 days. Choose a plan to keep practising.',
      link: '/pricing',
      read_at: null,
      created_at: iso(now - 2 * HOUR),
    },
    {
      id: 'ntf_D4vR6tYb',
      type: 'division_result',
      title: arabic ? 'انتقلت إلى المستوى التالي' : 'You moved up a level',
      body: arabic ? 'أحسنت في اختبار المستوى. واصل التقدم!' : 'Well done on the level test. Keep going!',
      link: '/divisions/progress',
      read_at: null,
      created_at: iso(now - DAY),
    },
  ]
}

/** Every call the shell can make: on load, and from the bell, the feedback dialog and Logout. */
function shellApi(check: () => SubscriptionCheck, notifications: () => Notification[] = () => []): MockHandlers {
  return {
    'GET /current-user': () => ({ status: 200, body: demoUser }),
    'GET /config': () => ({ status: 200, body: demoConfig }),
    'GET /subscriptions/check-current-subscription': () => ({ status: 200, body: check() }),
    'GET /notifications': () => {
      const data = notifications()
      return {
        status: 200,
        body: {
          data,
          meta: {
            total: data.length,
            page: 1,
            per_page: 10,
            last_page: 1,
            unread_count: data.filter((notification) => !notification.read_at).length,
          },
        },
      }
    },
    'POST /notifications/{notification_id}/read': ({ params }) => {
      const notification = notifications().find(({ id }) => id === params.notification_id)!
      return { status: 200, body: { ...notification, read_at: notification.read_at ?? iso(Date.now()) } }
    },
    'POST /notifications/read-all': () => ({
      status: 200,
      body: { updated: notifications().filter((notification) => !notification.read_at).length, unread_count: 0 },
    }),
    'POST /contact-us': () => ({ status: 201, body: { id: 'msg_7Hq2Lx9P', message: 'Feedback submitted' } }),
    'POST /logout': () => ({ status: 200, body: { message: 'Logged out successfully' } }),
  }
}

const screen = (api: MockHandlers): { screen: ScreenParameters } => ({ screen: { route: '/home', api } })

// The layout sits behind the router's session guard: the learner is signed in. Leaving for `/`
// after Logout is only recorded (Actions panel), so the story keeps its own address.
const signedInSession = appSessionMachine.provide({ actions: { goToLogin: fn().mockName('goToLogin') } })
const withSignedInSession: Decorator = (Story) => (
  <SessionContext.Provider logic={signedInSession} options={{ input: { hasToken: true } }}>
    <Story />
  </SessionContext.Provider>
)

const pageTexts = {
  en: { title: 'Home', body: 'The page renders here, under the navbar and the subscription banner.' },
  ar: { title: 'الرئيسية', body: 'تظهر الصفحة هنا، تحت شريط التنقل وشريط الاشتراك.' },
}

/** A stand-in page body, in the story's language, so the shell is reviewed in both directions. */
function SamplePage() {
  const { locale } = useLocale()
  const texts = pageTexts[locale]
  return (
    <section aria-labelledby="sample-page-title">
      <h1 id="sample-page-title" className={css({ textStyle: '2xl', fontWeight: 'bold', mb: '2' })}>
        {texts.title}
      </h1>
      <p className={css({ color: 'fg.muted' })}>{texts.body}</p>
    </section>
  )
}

const meta = {
  title: 'Screens/Shell/Default layout',
  component: DefaultLayout,
  args: { children: <SamplePage />, requiresSubscription: false },
  argTypes: { children: { control: false } },
  decorators: [withSignedInSession, withScreen],
  parameters: { layout: 'fullscreen', ...screen(shellApi(() => trialEndingIn(5 * DAY))) },
} satisfies Meta<typeof DefaultLayout>
export default meta
type Story = StoryObj<typeof meta>

const bannerArea = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Subscription status' }))

/** A trial with days left: the amber banner counts days, with a link to the plans. */
export const Trial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeVisible()
    const banner = bannerArea(canvasElement).getByRole('status')
    await expect(banner).toHaveTextContent('Free trial: 5 days left')
    await expect(within(banner).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/pricing')
  },
}

/** The same shell in Arabic: right to left, the sidebar on the right, Arabic plurals in the banner. */
export const TrialInArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'الرئيسية' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const banner = within(canvas.getByRole('region', { name: 'حالة الاشتراك' })).getByRole('status')
    await expect(banner).toHaveTextContent(/الفترة التجريبية: يتبقى (5|٥) أيام/)
  },
}

/** Under a day left: the banner counts hours. */
export const TrialLastHours: Story = {
  parameters: screen(shellApi(() => trialEndingIn(5.5 * HOUR))),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Home' })
    await expect(bannerArea(canvasElement).getByRole('status')).toHaveTextContent('Free trial: 5 hours left')
  },
}

/** No subscription and no trial: the red banner; pages that need no subscription still open. */
export const Expired: Story = {
  parameters: screen(shellApi(() => noSubscription)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Home' })).toBeVisible()
    await expect(bannerArea(canvasElement).getByRole('status')).toHaveTextContent('Your subscription has expired')
  },
}

/** No subscription on a page that needs one (evaluate, practice, divisions): the no-access screen. */
export const ExpiredNoAccess: Story = {
  args: { requiresSubscription: true },
  parameters: screen(shellApi(() => noSubscription)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: "Sorry, You Don't Have Access to this Page" }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing')
    await expect(canvas.queryByRole('heading', { name: 'Home' })).toBeNull()
    await expect(bannerArea(canvasElement).getByRole('status')).toHaveTextContent('Your subscription has expired')
  },
}

/** A paid subscription: no banner, and subscription pages open. */
export const Active: Story = {
  args: { requiresSubscription: true },
  parameters: screen(shellApi(() => paidUntil(60 * DAY))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Home' })).toBeVisible()
    await expect(bannerArea(canvasElement).queryByRole('status')).toBeNull()
  },
}

/** The bell's badge counts the unread notifications; opening its popover lists and reads them. */
export const WithUnreadNotifications: Story = {
  parameters: screen(shellApi(() => paidUntil(60 * DAY), unreadNotifications)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bell = await canvas.findByRole('button', { name: 'Notifications 2 unread' })
    await expect(within(bell).getByText('2')).toBeVisible()
    await userEvent.click(bell)
    const popover = await within(document.body).findByRole('dialog', { name: 'Notifications' })
    await waitFor(() => expect(popover).toBeVisible())
    await expect(within(popover).getByText('Your free trial ends soon')).toBeVisible()
    // New ones are marked so (the bell's own stories follow the badge clearing as they are read).
    await expect(within(popover).getByRole('button', { name: /^New: Your free trial ends soon/ })).toBeVisible()
  },
}

/** Phone width: the sidebar hides behind the menu toggle. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = await canvas.findByRole('button', { name: 'Open menu' })
    await expect(canvas.queryByRole('navigation', { name: 'Sections' })).toBeNull()
    await userEvent.click(toggle)
    const sections = canvas.getByRole('navigation', { name: 'Sections' })
    await expect(within(sections).getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  },
}

/** The current user and the subscription check are awaited under the full-screen overlay. */
export const Loading: Story = {
  parameters: { screen: { ...screen(shellApi(() => trialEndingIn(5 * DAY))).screen, apiDelayMs: 2 ** 31 - 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible()
  },
}
