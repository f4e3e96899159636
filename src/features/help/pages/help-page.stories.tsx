import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useSearch } from 'wouter'
import { problem, type MockHandlers } from '~/api/mock-api'
import type { PageProps } from '~/lib/page-props'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { helpArticles } from '../content/articles'
import HelpPage from './help-page'

/** The request bodies the mock server received, newest last. */
const sentBodies: unknown[] = []

const stored: MockHandlers['POST /contact-us'] = ({ body }) => {
  sentBodies.push(body)
  return { status: 201, body: { id: 'msg_T9fG4kPz', message: 'Your message has been sent. Thank you!' } }
}

const screen = (route = '/help', contactUs: MockHandlers['POST /contact-us'] = stored, apiDelayMs = 0) => ({
  screen: { route, apiDelayMs, api: { 'POST /contact-us': contactUs } } satisfies ScreenParameters,
})

/** The page, and the query string the memory router holds (`?q=`, `?article=`). */
function HelpScreen(props: PageProps) {
  const search = useSearch()
  return (
    <>
      <HelpPage {...props} />
      <p data-testid="address">{search ? `?${decodeURIComponent(search)}` : '(no query)'}</p>
    </>
  )
}

const meta = {
  title: 'Screens/Help center',
  component: HelpScreen,
  args: { title: 'Help center', params: {} },
  decorators: [withScreen],
  parameters: screen(),
} satisfies Meta<typeof HelpScreen>
export default meta
type Story = StoryObj<typeof meta>

const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address')
/** The count of matches: the articles' status line (a toast left by another story is a status too). */
const results = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: /^(Articles|المقالات)$/ })).getByRole('status')
const body = () => within(document.body)

/** Every article, closed, under a labelled search box; the contact form below. */
export const Articles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search the help center' })).toHaveValue('')
    await expect(results(canvasElement)).toHaveTextContent(`${helpArticles.length} articles`)
    const articles = canvas.getByRole('region', { name: 'Articles' })
    await expect(within(articles).getAllByRole('heading', { level: 3 })).toHaveLength(helpArticles.length)
    // The trigger is named by the title; the summary is its description.
    const trigger = within(articles).getByRole('button', { name: 'How evaluations work' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toHaveAccessibleDescription(helpArticles[0]!.en.summary)
    await expect(canvas.getByRole('region', { name: 'Contact us' })).toBeVisible()
  },
}

/** Typing filters at once, case ignored; the count follows and the query goes into the address. */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const search = canvas.getByRole('searchbox', { name: 'Search the help center' })
    await userEvent.type(search, 'SANDBOX')
    await expect(results(canvasElement)).toHaveTextContent('1 article')
    await expect(canvas.getByRole('button', { name: 'Paying for a plan' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'How evaluations work' })).toBeNull()
    await expect(address(canvasElement)).toHaveTextContent('?q=SANDBOX')
    await userEvent.clear(search)
    await userEvent.type(search, 'short test')
    await expect(results(canvasElement)).toHaveTextContent('3 articles')
    // Clear empties the box, shows everything and gives the focus back to the box.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }))
    await expect(search).toHaveValue('')
    await expect(search).toHaveFocus()
    await expect(results(canvasElement)).toHaveTextContent(`${helpArticles.length} articles`)
    await expect(address(canvasElement)).toHaveTextContent('(no query)')
  },
}

/** A link with `?q=`: the search is filled in and applied when the page opens. */
export const SearchFromLink: Story = {
  parameters: screen('/help?q=points'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('searchbox', { name: 'Search the help center' })).toHaveValue('points')
    await expect(canvas.getByRole('button', { name: 'How points are counted' })).toBeVisible()
  },
}

/** Nothing matches: the page says so, with a way back to every article. */
export const NoMatch: Story = {
  parameters: screen('/help?q=zebra'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(results(canvasElement)).toHaveTextContent('No article matches “zebra”.')
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull()
    await expect(canvas.getByText('Try other words, or write to us with the form below.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show all articles' }))
    await expect(results(canvasElement)).toHaveTextContent(`${helpArticles.length} articles`)
    await expect(canvas.getByRole('searchbox', { name: 'Search the help center' })).toHaveFocus()
  },
}

/** Opening an article shows its paragraphs and steps, and puts its link in the address. */
export const ArticleOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Paying for a plan' }))
    const panel = await canvas.findByRole('region', { name: 'Paying for a plan' })
    await expect(panel).toHaveTextContent('no real money is charged')
    await expect(within(panel).getByRole('heading', { level: 4, name: 'Step by step' })).toBeVisible()
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3)
    await expect(address(canvasElement)).toHaveTextContent('?article=payments')
    // Closing it takes the article out of the address again.
    await userEvent.click(canvas.getByRole('button', { name: 'Paying for a plan' }))
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Paying for a plan' })).toBeNull())
    await expect(address(canvasElement)).toHaveTextContent('(no query)')
  },
}

/** A link to one article (`/help?article=divisions`) opens it. */
export const ArticleFromLink: Story = {
  parameters: screen('/help?article=divisions'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const panel = canvas.getByRole('region', { name: 'Divisions: levels, rounds and promotion' })
    await expect(panel).toBeVisible()
    await expect(panel).toHaveTextContent('Short Test: 10 questions')
    await expect(canvas.getByRole('button', { name: 'How evaluations work' })).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Submitting empty: each field says what is missing, under it; nothing is sent. */
export const ContactMissingFields: Story = {
  play: async ({ canvasElement }) => {
    sentBodies.length = 0
    const contact = within(within(canvasElement).getByRole('region', { name: 'Contact us' }))
    await userEvent.click(contact.getByRole('button', { name: 'Submit' }))
    await expect(await contact.findByText('Choose what your message is about.')).toBeVisible()
    await expect(contact.getByText('Write your message first.')).toBeVisible()
    await expect(contact.getByRole('textbox', { name: /Your message/ })).toHaveAccessibleDescription(
      /Write your message first\./,
    )
    await expect(contact.getByRole('radiogroup', { name: 'What is your message about?' })).toHaveAccessibleDescription(
      'Choose what your message is about.',
    )
    await expect(contact.getByRole('radiogroup', { name: 'What is your message about?' })).toHaveAttribute(
      'aria-required',
      'true',
    )
    await expect(sentBodies).toEqual([])
  },
}

/** Filled in: the kind chosen, the message typed, the count of characters against the limit. */
export const ContactFilled: Story = {
  play: async ({ canvasElement }) => {
    const contact = within(within(canvasElement).getByRole('region', { name: 'Contact us' }))
    await userEvent.click(contact.getByRole('radio', { name: 'Suggestion' }))
    await expect(contact.getByRole('radio', { name: 'Suggestion' })).toBeChecked()
    const box = contact.getByRole('textbox', { name: /Your message/ })
    await expect(box).toHaveAttribute('maxlength', '2000')
    await userEvent.type(box, 'A dark theme, please.')
    await expect(contact.getByText('21 of 2,000 characters')).toBeVisible()
  },
}

/** Sent: the server's thanks replaces the form, with the focus, and the kind and trimmed text went out. */
export const ContactSent: Story = {
  play: async ({ canvasElement }) => {
    sentBodies.length = 0
    const contact = within(within(canvasElement).getByRole('region', { name: 'Contact us' }))
    await userEvent.click(contact.getByRole('radio', { name: 'Complaint' }))
    await userEvent.type(contact.getByRole('textbox', { name: /Your message/ }), '  The timer froze on question 3.  ')
    await userEvent.click(contact.getByRole('button', { name: 'Submit' }))
    const thanks = await contact.findByText('Your message has been sent. Thank you!')
    await expect(thanks).toHaveFocus()
    await expect(sentBodies).toEqual([{ kind: 'complaint', message: 'The timer froze on question 3.' }])
    await expect(contact.queryByRole('textbox')).toBeNull()
    // Another message starts from an empty form.
    await userEvent.click(contact.getByRole('button', { name: 'Write another message' }))
    const box = await contact.findByRole('textbox', { name: /Your message/ })
    await expect(box).toHaveValue('')
    await waitFor(() => expect(box).toHaveFocus())
    await expect(contact.getByRole('radio', { name: 'Complaint' })).not.toBeChecked()
  },
}

/** The server refuses the message (422): its words under the field, a toast, and the text kept. */
export const ContactRefused: Story = {
  parameters: screen('/help', () => ({
    status: 422,
    body: problem(422, 'The message may not contain control characters.', {
      message: ['The message may not contain control characters.'],
    }),
  })),
  play: async ({ canvasElement }) => {
    const contact = within(within(canvasElement).getByRole('region', { name: 'Contact us' }))
    await userEvent.click(contact.getByRole('radio', { name: 'Feedback' }))
    const box = contact.getByRole('textbox', { name: /Your message/ })
    await userEvent.type(box, 'Keep every word of this')
    await userEvent.click(contact.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(box).toHaveAccessibleDescription(/The message may not contain control characters\./))
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveValue('Keep every word of this')
    await expect(contact.getByRole('radio', { name: 'Feedback' })).toBeChecked()
    // Inline, and in the toast (whose code loads with the first toast).
    await waitFor(() => expect(body().getAllByText('The message may not contain control characters.')).toHaveLength(2))
  },
}

/** The server fails (500) or refuses too many messages (429): a toast, and nothing typed is lost. */
export const ContactServerError: Story = {
  parameters: screen('/help', () => ({
    status: 429,
    body: problem(429, 'Too many attempts, please try again in 60 seconds.'),
  })),
  play: async ({ canvasElement }) => {
    const contact = within(within(canvasElement).getByRole('region', { name: 'Contact us' }))
    await userEvent.click(contact.getByRole('radio', { name: 'Suggestion' }))
    const box = contact.getByRole('textbox', { name: /Your message/ })
    await userEvent.type(box, 'More Math questions')
    await userEvent.click(contact.getByRole('button', { name: 'Submit' }))
    const toast = await body().findByText('Too many attempts, please try again in 60 seconds.')
    await waitFor(() => expect(toast).toBeVisible())
    await expect(box).toHaveValue('More Math questions')
    await expect(contact.getByRole('radio', { name: 'Suggestion' })).toBeChecked()
    await expect(contact.getByRole('button', { name: 'Submit' })).toBeEnabled()
  },
}

/** On its way: Submit shows it is busy. */
export const ContactSending: Story = {
  parameters: screen('/help', stored, 60_000),
  play: async ({ canvasElement }) => {
    const contact = within(within(canvasElement).getByRole('region', { name: 'Contact us' }))
    await userEvent.click(contact.getByRole('radio', { name: 'Feedback' }))
    await userEvent.type(contact.getByRole('textbox', { name: /Your message/ }), 'Lovely reports')
    await userEvent.click(contact.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(contact.getByRole('button', { name: /Submit/ })).toHaveAttribute('aria-busy', 'true'))
  },
}

/** Arabic: the Arabic articles, searched without diacritics or hamza, an article open, the form in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'مركز المساعدة', params: {} },
  parameters: screen('/help?article=timers'),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'مركز المساعدة' })).toBeVisible()
    const panel = canvas.getByRole('region', { name: 'المؤقتات، وما يحدث عند انتهاء الوقت' })
    await expect(panel).toHaveTextContent('ينتهي الاختبار على حاله')
    const search = canvas.getByRole('searchbox', { name: 'ابحث في مركز المساعدة' })
    await userEvent.type(search, 'الاختبار القصير')
    await expect(results(canvasElement)).toHaveTextContent('3 مقالات')
    await userEvent.clear(search)
    await userEvent.type(search, 'دفع تجريبيه')
    await expect(results(canvasElement)).toHaveTextContent('مقالة واحدة')
    await expect(canvas.getByRole('button', { name: 'الدفع مقابل خطة' })).toBeVisible()
    await userEvent.clear(search)
    await userEvent.type(search, 'zebra')
    await expect(results(canvasElement)).toHaveTextContent('لا توجد مقالة تطابق «zebra».')
    const contact = within(canvas.getByRole('region', { name: 'تواصل معنا' }))
    await expect(contact.getByRole('radiogroup', { name: 'عمّ تدور رسالتك؟' })).toBeVisible()
    await userEvent.click(contact.getByRole('button', { name: 'إرسال' }))
    await expect(await contact.findByText('اختر موضوع رسالتك.')).toBeVisible()
    await expect(contact.getByText('0 من 2,000 حرف')).toBeVisible()
  },
}
