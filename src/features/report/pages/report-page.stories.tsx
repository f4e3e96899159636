import type { Meta, StoryObj } from '@storybook/react-vite'
import { css } from 'styled-system/css'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import type { ScreenParameters } from '~/test/screen-story'
import { withScreen } from '~/test/screen-story'
import { learningApi } from '~/features/plan/testing'
import type { Report } from '../api/report'
import { makeReport } from '../report.fixtures'
import ReportPage from './report-page'

const QUIZ_ID = 'qz_Hc7LmP2xQa9'

const reportApi = (report: Report): MockHandlers => ({
  // The skill map under the skills (issue 19).
  'GET /mastery': learningApi()['GET /mastery'],
  'GET /reports/{quiz_id}': ({ params }) =>
    params.quiz_id === report.quiz_id
      ? { status: 200, body: report }
      : { status: 404, body: { ...problem(404, 'Not Found'), type: 'urn:exam-prep:problem:not-found' } },
})

const screen = (api: MockHandlers, extra: Partial<ScreenParameters> = {}): { screen: ScreenParameters } => ({
  screen: { route: `/evaluate/report/${QUIZ_ID}`, api, ...extra },
})

const meta = {
  title: 'Screens/Report',
  component: ReportPage,
  args: { title: 'Evaluation report', params: { id: QUIZ_ID } },
  decorators: [withScreen],
  parameters: screen(reportApi(makeReport())),
} satisfies Meta<typeof ReportPage>
export default meta
type Story = StoryObj<typeof meta>

/** Status 2: the whole report of a Math evaluation. */
export const GoodJob: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Good Job' })).toBeVisible()
    await expect(canvas.getByText('Evaluation report')).toBeVisible()

    const summary = canvas.getByRole('region', { name: 'Summary' })
    await expect(within(summary).getByText('66%')).toBeVisible()
    await expect(within(summary).getByText('Correct answers').nextElementSibling).toHaveTextContent('4 of 6')
    await expect(within(summary).getByText('3:12')).toBeVisible()
    await expect(within(summary).getByText('70')).toBeVisible()
    await expect(within(summary).getByText(/Evaluate points in total/)).toHaveTextContent('310')

    const progress = canvas.getByRole('region', { name: 'Progress overview' })
    await expect(within(progress).getByRole('progressbar', { name: 'Your score' })).toHaveAttribute(
      'aria-valuenow',
      '66',
    )
    await expect(within(progress).getByText('16 percentage points higher than your previous attempt.')).toBeVisible()
    await expect(within(progress).getAllByRole('listitem')).toHaveLength(3)

    const estimate = canvas.getByRole('region', { name: 'Estimated Math score' })
    await expect(within(estimate).getByText('560')).toBeVisible()
    await expect(within(estimate).getByText('Estimate')).toBeVisible()
    await expect(within(estimate).getByText(/not an official score/)).toBeVisible()

    const algebra = canvas.getByRole('row', { name: /^Algebra/ })
    await expect(algebra).toHaveTextContent('2 of 2')
    await expect(algebra).toHaveTextContent('100%')
    await expect(canvas.getByRole('row', { name: /Math, all domains/ })).toHaveTextContent('66%')

    // The next step under the headline: the weakest skill (Circles, none of its questions answered).
    const next = canvas.getByRole('region', { name: 'Next step' })
    await expect(next).toHaveTextContent('Your next step: Circles, the skill where this test found the most to gain.')
    await expect(within(next).getByRole('link', { name: 'Practise this skill' })).toHaveAttribute(
      'href',
      '/practice?system=SAT&subject=math&skill=circles',
    )

    const skills = canvas.getByRole('region', { name: 'Skills' })
    // Six questions: no skill has the 3 answered questions a band needs (issue 16).
    await expect(within(skills).getByRole('row', { name: /^Circles/ })).toHaveTextContent('Not enough answers')
    await expect(within(skills).getAllByText('Not enough answers')).toHaveLength(5)

    // Issue 19: the subject's skill map, the quiz's skills in bold and said so.
    const map = canvas.getByRole('region', { name: 'Skill map' })
    await expect(await within(map).findByText('Linear equations in one variable', { exact: false })).toHaveTextContent(
      'Linear equations in one variable: Mastered, in this quiz',
    )
    await expect(within(map).queryByText('Reading and Writing')).toBeNull()

    const review = canvas.getByRole('region', { name: 'Question review' })
    await expect(within(review).getAllByRole('article')).toHaveLength(6)
    const third = within(review).getByRole('article', { name: 'Question 3' })
    await expect(within(third).getByText('Wrong')).toBeVisible()
    await expect(within(third).getByText('Your answer').nextElementSibling).toHaveTextContent('3')
    await expect(within(third).getByText('Correct answer').nextElementSibling).toHaveTextContent('-1.5 / -3/2')
    const fourth = within(review).getByRole('article', { name: 'Question 4' })
    await expect(within(fourth).getByText('Your answer').nextElementSibling).toHaveTextContent('Skipped')

    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home')
    await expect(canvas.getByRole('link', { name: 'Practice this subject' })).toHaveAttribute('href', '/practice')
    await expect(canvas.getByRole('link', { name: 'Retake the evaluation' })).toHaveAttribute('href', '/evaluate')
  },
}

const skillResult = (
  id: string,
  name: string,
  correct: number,
  wrong: number,
  band: Report['skills'][number]['band'],
) => ({
  id,
  name,
  domain_id: 'algebra',
  correct,
  wrong,
  unanswered: 0,
  total: correct + wrong,
  percentage: Math.floor((correct * 100) / (correct + wrong)),
  band,
})

/** Each band as the server gives it: strong, moderate, weak, and a skill with too few answers to rate. */
export const SkillBands: Story = {
  parameters: screen(
    reportApi(
      makeReport({
        skills: [
          skillResult('linear_equations_one_variable', 'Linear Equations in One Variable', 3, 0, 'strong'),
          skillResult('linear_equations_two_variables', 'Linear Equations in Two Variables', 2, 2, 'moderate'),
          skillResult('linear_functions', 'Linear Functions', 1, 2, 'weak'),
          skillResult('systems_of_linear_equations', 'Systems of two linear equations', 1, 0, 'not_enough_answers'),
        ],
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const skills = await within(canvasElement).findByRole('region', { name: 'Skills' })
    const row = (name: RegExp) => within(skills).getByRole('row', { name })
    await expect(row(/^Linear Equations in One Variable/)).toHaveTextContent('Strong')
    await expect(row(/^Linear Equations in Two Variables/)).toHaveTextContent('Moderate')
    await expect(row(/^Linear Functions/)).toHaveTextContent('Weak')
    await expect(row(/^Systems of two linear equations/)).toHaveTextContent('Not enough answers')
    await expect(skills).toHaveTextContent(/fewer than 3 answered questions is not rated/)
  },
}

/** The explanation opens and closes; it is a button with the question's number in its name. */
export const ExplanationByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = await canvas.findByRole('button', { name: 'Explanation of question 1' })
    const text = document.getElementById(trigger.getAttribute('aria-controls')!)!
    await expect(text).toHaveTextContent(/Substitute/)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(text).not.toBeVisible()
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(text).toBeVisible())
    await userEvent.keyboard(' ')
    await waitFor(() => expect(text).not.toBeVisible())
  },
}

/** Export CSV builds the file in the browser: a BOM, then the header row. */
export const ExportsCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const blobs: Blob[] = []
    const create = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:report-story'
    })
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(`report-${QUIZ_ID}.csv`)
    })
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Export CSV' }))
      await expect(click).toHaveBeenCalledTimes(1)
      await expect(blobs).toHaveLength(1)
      await expect(blobs[0]!.type).toBe('text/csv;charset=utf-8')
      const bytes = new Uint8Array(await blobs[0]!.arrayBuffer())
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = new TextDecoder().decode(bytes)
      await expect(text.split('\r\n')[0]).toBe(
        'Question number,Domain,Skill,Difficulty,Result,Your answer,Correct answer,Points earned,Question,Explanation',
      )
    } finally {
      create.mockRestore()
      click.mockRestore()
    }
  },
}

/** Print / Save as PDF opens the browser's print dialog. */
export const Prints: Story = {
  play: async ({ canvasElement }) => {
    const print = spyOn(window, 'print').mockImplementation(() => {})
    try {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Print / Save as PDF' }))
      await expect(print).toHaveBeenCalledTimes(1)
    } finally {
      print.mockRestore()
    }
  },
}

/** Status 3. */
export const WellDone: Story = {
  parameters: screen(
    reportApi(
      makeReport({
        status_code: 3,
        status_title: 'Well done',
        summary: { ...makeReport().summary, correct: 5, wrong: 0, percentage: 83 },
        progress: { previous_percentage: 83, change: 0, attempts: [] },
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Well done' })).toBeVisible()
    await expect(canvas.getByText('The same score as your previous attempt.')).toBeVisible()
  },
}

/** Status 1, a practice whose time ran out: no estimate, "Practice again". */
export const WereSorry: Story = {
  args: { title: 'Practice report', params: { id: 'qz_Pr4cT1cE8x' } },
  parameters: screen(
    reportApi(
      makeReport({
        quiz_id: 'qz_Pr4cT1cE8x',
        kind: 'practice',
        status: 'expired',
        status_code: 1,
        status_title: "We're Sorry",
        domain: { id: 'advanced_math', name: 'Advanced Math' },
        summary: { ...makeReport().summary, correct: 2, wrong: 3, percentage: 33 },
        progress: { previous_percentage: null, change: null, attempts: [] },
        points: { earned: 30, category: 'practice', category_total: 30 },
        estimated_score: null,
      }),
    ),
    { route: '/practice/report/qz_Pr4cT1cE8x' },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: "We're Sorry" })).toBeVisible()
    await expect(canvas.getByText(/the quiz was scored as it stood/)).toBeVisible()
    await expect(canvas.getByText(/This is your first practice in Math/)).toBeVisible()
    await expect(canvas.queryByRole('region', { name: /Estimated/ })).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Practice again' })).toHaveAttribute('href', '/practice')
    await expect(canvas.queryByRole('link', { name: 'Retake the evaluation' })).not.toBeInTheDocument()
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'تقرير التقييم', params: { id: QUIZ_ID } },
  parameters: screen(
    reportApi(
      makeReport({
        domains: makeReport().domains.map((domain) =>
          domain.id === 'algebra' ? { ...domain, name: 'الجبر' } : domain,
        ),
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'عمل جيد' })).toBeVisible()
    await expect(document.documentElement.dir).toBe('rtl')
    await expect(canvas.getByRole('row', { name: /^الجبر/ })).toHaveTextContent(/2\s*من\s*2/)
    await expect(canvas.getByRole('progressbar', { name: 'درجتك' })).toHaveAttribute('aria-valuenow', '66')
    await expect(canvas.getByRole('region', { name: 'الدرجة التقديرية في الرياضيات' })).toBeVisible()
    // Question text stays English and left to right on an Arabic page.
    const first = canvas.getByRole('article', { name: 'السؤال 1' })
    await expect(first.querySelector('[lang="en"]')).toHaveAttribute('dir', 'ltr')
    await expect(canvas.getByRole('button', { name: 'تصدير CSV' })).toBeVisible()
    // Numbers inside Arabic sentences are isolated.
    const correct = within(canvas.getByRole('region', { name: 'الملخص' })).getByText('الإجابات الصحيحة')
    await expect(correct.nextElementSibling).toHaveTextContent(/4\s*من\s*6/)
    await expect(correct.nextElementSibling!.querySelectorAll('bdi')).toHaveLength(2)
  },
}

export const Loading: Story = {
  parameters: screen(reportApi(makeReport()), { apiDelayMs: 60_000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your report…')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Evaluation report' })).toBeVisible()
  },
}

/** A `404` (unknown, exited or someone else's): said on the page, with the way home; no toast. */
export const NotFound: Story = {
  args: { title: 'Evaluation report', params: { id: 'qz_Unknown000' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Report not found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home')
    await expect(within(document.body).queryByText('Not Found')).not.toBeInTheDocument()
  },
}

/** A `409`: the quiz is still running; the link goes back to it. */
export const QuizStillRunning: Story = {
  args: { title: 'Practice report', params: { id: 'qz_Running01' } },
  parameters: {
    screen: {
      route: '/practice/report/qz_Running01',
      api: {
        'GET /reports/{quiz_id}': () => ({
          status: 409,
          body: { ...problem(409, 'This quiz is not finished yet.'), type: 'urn:exam-prep:problem:quiz-not-finished' },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This quiz is not finished yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the quiz' })).toHaveAttribute(
      'href',
      '/practice/quiz/qz_Running01',
    )
  },
}

/** Any other failure is toasted (spec §8) and can be tried again. */
export const ServerError: Story = {
  parameters: screen({
    'GET /reports/{quiz_id}': () => ({ status: 500, body: problem(500, 'Internal Server Error') }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The report could not be loaded' })).toBeVisible()
    const toasts = await within(document.body).findAllByText('Internal Server Error')
    await waitFor(() => expect(toasts.at(-1)).toBeVisible())
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

const phone = (Story: () => React.JSX.Element) => (
  <div className={css({ width: '360px', maxWidth: '360px' })}>
    <Story />
  </div>
)

/**
 * The report's tables on a 360 px phone: every row is a card, each figure under its column's name
 * (the score and the level were cut off before), no cell leaves its card, nothing scrolls sideways.
 */
const tablesFit = async (canvasElement: HTMLElement, tableNames: string[], scoreLabel: string, levelLabel: string) => {
  const canvas = within(canvasElement)
  await canvas.findAllByRole('table')
  await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  for (const name of tableNames) {
    const region = canvas.getByRole('region', { name })
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1)
    const frame = region.getBoundingClientRect()
    for (const row of within(region).getAllByRole('row').slice(1)) {
      await expect(getComputedStyle(row).display).toBe('grid')
      for (const cell of [...row.children]) {
        const box = cell.getBoundingClientRect()
        await expect(box.left).toBeGreaterThanOrEqual(frame.left - 1)
        await expect(box.right).toBeLessThanOrEqual(frame.right + 1)
      }
    }
  }
  const labels = [...canvasElement.querySelectorAll('td[data-label]')].map(
    (cell) => getComputedStyle(cell, '::before').content,
  )
  await expect(labels).toContain(`"${scoreLabel}"`)
  await expect(labels).toContain(`"${levelLabel}"`)
}

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvasElement }) => {
    await tablesFit(canvasElement, ['Table of results by domain', 'Table of skills'], 'Score', 'Level')
    // Still tables for a screen reader: a domain row keeps its name and figures.
    await expect(within(canvasElement).getByRole('row', { name: /^Algebra/ })).toBeInTheDocument()
  },
}

export const PhoneArabic: Story = {
  globals: { locale: 'ar' },
  decorators: [phone],
  play: async ({ canvasElement }) => {
    await tablesFit(canvasElement, ['جدول النتائج حسب المجال', 'جدول المهارات'], 'الدرجة', 'المستوى')
  },
}
