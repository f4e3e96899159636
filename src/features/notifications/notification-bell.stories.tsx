import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { MockHandlers } from '~/api/mock-api'
import type { components } from '@common/api/schema.gen'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { NotificationBell } from './notification-bell'

type Notification = components['schemas']['Notification']

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** What the stories' server has marked read; emptied before each story. */
let readAt = new Map<string, string>()

/**
 * The learner's notifications, newest first, in the page's language as the server localizes
 * them (Accept-Language), with dates relative to now.
 */
function sampleNotifications(): Notification[] {
  const arabic = document.documentElement.lang === 'ar'
  const ago = (time: number) => new Date(Date.now() - time).toISOString()
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
      created_at: ago(2 * HOUR),
    },
    {
      id: 'ntf_D4vR6tYb',
      type: 'division_result',
      title: arabic ? 'انتقلت إلى المستوى التالي' : 'You moved up a level',
      body: arabic ? 'أحسنت في اختبار المستوى. واصل التقدم!' : 'Well done on the level test. Keep going!',
      link: '/divisions/progress',
      read_at: null,
      created_at: ago(DAY),
    },
    {
      id: 'ntf_A1nC5eWq',
      type: 'announcement',
      title: arabic ? 'أسئلة قراءة جديدة' : 'New reading questions',
      body: arabic
        ? 'أضفنا أسئلة جديدة في القراءة والكتابة.'
        : 'We added new Reading and Writing questions to practice.',
      link: null,
      read_at: ago(2 * DAY),
      created_at: ago(3 * DAY),
    },
  ]
}

/** The notification endpoints over a list; marking read is remembered until the next story. */
function notificationsApi(list: () => Notification[]): MockHandlers {
  const current = () =>
    list().map((notification) => ({
      ...notification,
      read_at: notification.read_at ?? readAt.get(notification.id) ?? null,
    }))
  return {
    'GET /notifications': () => {
      const data = current()
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
      const notification = current().find(({ id }) => id === params.notification_id)!
      if (!notification.read_at) readAt.set(notification.id, new Date().toISOString())
      return { status: 200, body: { ...notification, read_at: readAt.get(notification.id)! } }
    },
    'POST /notifications/read-all': () => {
      const unread = current().filter((notification) => !notification.read_at)
      for (const notification of unread) readAt.set(notification.id, new Date().toISOString())
      return { status: 200, body: { updated: unread.length, unread_count: 0 } }
    },
  }
}

const screen = (list: () => Notification[]): { screen: ScreenParameters } => ({
  screen: { route: '/home', api: notificationsApi(list) },
})

const meta = {
  title: 'Screens/Shell/Notification bell',
  component: NotificationBell,
  decorators: [withScreen],
  beforeEach: () => {
    readAt = new Map()
  },
  parameters: screen(sampleNotifications),
} satisfies Meta<typeof NotificationBell>
export default meta
type Story = StoryObj<typeof meta>

async function openPopover(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }))
  const popover = await within(document.body).findByRole('dialog', { name: 'Notifications' })
  await waitFor(() => expect(popover).toBeVisible())
  return within(popover)
}

/**
 * Two unread: the badge shows the count; the popover lists the newest first, the new ones tinted,
 * with a dot and in bold, and "New:" for screen readers; the read one plain.
 */
export const WithUnread: Story = {
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: 'Notifications 2 unread' })
    await expect(within(bell).getByText('2')).toBeVisible()
    const popover = await openPopover(canvasElement, 'Notifications 2 unread')
    await expect(popover.getByText('Notifications')).toBeVisible()
    const items = popover.getAllByRole('listitem').map((item) => within(item).getByRole('button'))
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveAccessibleName(/^New: Your free trial ends soon/)
    await expect(popover.getByText('You moved up a level')).toBeVisible()
    await expect(items[2]).toHaveAccessibleName(/^New reading questions/)
    // Read and new look different (issue 16): a new one is tinted, a read one is not.
    await expect(getComputedStyle(items[0]!).backgroundColor).not.toBe(getComputedStyle(items[2]!).backgroundColor)
    await expect(getComputedStyle(items[0]!).color).not.toBe(getComputedStyle(items[2]!).color)
  },
}

/**
 * Opening reads them (issue 16: the count never cleared): the badge goes at once, the new ones stay
 * marked new while the list is open, and are plain the next time.
 */
export const OpeningReadsThem: Story = {
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement, 'Notifications 2 unread')
    await expect(await within(canvasElement).findByRole('button', { name: 'Notifications' })).toBeVisible()
    await expect(popover.getByRole('button', { name: /^New: Your free trial ends soon/ })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Notifications' })).toBeNull())
    const again = await openPopover(canvasElement, 'Notifications')
    await expect(again.getByRole('button', { name: /^Your free trial ends soon/ })).toBeVisible()
    await expect(again.queryByText(/^New:/)).toBeNull()
  },
}

/** More than nine unread: the badge says 9+ (two characters, which axe checks for contrast). */
export const ManyUnread: Story = {
  parameters: {
    ...screen(() =>
      Array.from({ length: 12 }, (_, index) => ({
        ...sampleNotifications()[0]!,
        id: `ntf_many${index}`,
        created_at: new Date(Date.now() - index * HOUR).toISOString(),
      })),
    ),
  },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: 'Notifications 9+ unread' })
    await expect(within(bell).getByText('9+')).toBeVisible()
  },
}

/** Nothing yet: no badge, and the popover says so. */
export const Empty: Story = {
  parameters: screen(() => []),
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement, 'Notifications')
    await expect(await popover.findByText('You are all caught up.')).toBeVisible()
    await expect(popover.queryByRole('list')).toBeNull()
  },
}
