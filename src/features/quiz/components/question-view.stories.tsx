import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { QuestionView, type QuestionViewProps } from './question-view'
import { feedbackFor, figureSample, mathSample, readingSample, studentProducedSample } from './sample-questions'

function Controlled({ value: initial = null, onChange, ...props }: QuestionViewProps) {
  const [value, setValue] = useState(initial)
  return (
    <QuestionView
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Quiz/QuestionView',
  component: Controlled,
  args: { question: mathSample, value: null, onChange: fn() },
} satisfies Meta<typeof Controlled>
export default meta
type Story = StoryObj<typeof meta>

const arabic = { globals: { locale: 'ar' } } as const

/** KaTeX arrives by a dynamic import: wait for the typeset math. */
async function typesetMath(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.katex')).not.toBeNull(), { timeout: 10_000 })
  return [...canvasElement.querySelectorAll<HTMLElement>('.katex')]
}

export const ReadingAndWriting: Story = {
  args: { question: readingSample },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const passage = canvas.getByRole('region', { name: 'Passage' })
    await expect(passage).toHaveTextContent('pot-in-pot cooler')
    await expect(passage).toHaveAttribute('tabindex', '0')
    const group = canvas.getByRole('radiogroup', { name: 'Which choice best states the main idea of the text?' })
    await expect(within(group).getAllByRole('radio')).toHaveLength(4)
    await userEvent.click(canvas.getByText(/^The cooperative replaced/))
    await expect(canvas.getByRole('radio', { name: /^Choice B:/ })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('ch_StoryRwB')
  },
}

export const ReadingAndWritingArabic: Story = {
  ...arabic,
  args: { question: readingSample },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const canvas = within(canvasElement)
    const passage = canvas.getByRole('region', { name: 'نص القراءة' })
    // The question text is English, read as English and laid out left to right inside the Arabic page.
    const text = passage.firstElementChild as HTMLElement
    await expect(text).toHaveAttribute('lang', 'en')
    await expect(getComputedStyle(text).direction).toBe('ltr')
    await expect(canvas.getByRole('radio', { name: /^الخيار A:/ })).toBeInTheDocument()
  },
}

export const MathMultipleChoice: Story = {
  play: async ({ args, canvasElement }) => {
    const math = await typesetMath(canvasElement)
    // Stem (2) and the four choices: each typeset, each with MathML for screen readers.
    await expect(math).toHaveLength(6)
    for (const node of math) await expect(node.querySelector('.katex-mathml math')).not.toBeNull()
    await expect(math[0]!.closest('[dir]')).toHaveAttribute('dir', 'ltr')
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: /^Choice C:/ }))
    await expect(args.onChange).toHaveBeenLastCalledWith('ch_StoryMaC')
    // A choice re-renders the choices only: the typeset question stays as it was, not typeset again.
    for (const node of math) await expect(node.isConnected).toBe(true)
  },
}

export const MathArabic: Story = {
  ...arabic,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const [first] = await typesetMath(canvasElement)
    // `3x - 7 = 11` stays in its order on a right-to-left page.
    await expect(getComputedStyle(first!.parentElement!).direction).toBe('ltr')
    const letters = [...canvasElement.querySelectorAll('[data-part="item-control"]')].map((node) => node.textContent)
    await expect(letters).toEqual(['A', 'B', 'C', 'D'])
  },
}

export const MathWithFigure: Story = {
  args: { question: figureSample },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const figure = canvas.getByRole('img', { name: /^Right triangle ABC/ })
    await expect(figure.tagName.toLowerCase()).toBe('svg')
    await expect(canvas.getByTestId('question-figure')).toHaveAttribute('dir', 'ltr')
    await typesetMath(canvasElement)
  },
}

export const MathWithFigureArabic: Story = { ...arabic, args: { question: figureSample } }

export const UnsafeFigureIsNotShown: Story = {
  args: {
    question: {
      ...figureSample,
      figure_svg: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The figure for this question cannot be shown.')).toBeVisible()
    await expect(canvasElement.querySelector('svg[onload], script')).toBeNull()
  },
}

export const StudentProduced: Story = {
  args: { question: studentProducedSample },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'Your answer' })
    // The full keyboard: a phone's number pad has no `/` for a fraction.
    await expect(field).not.toHaveAttribute('inputmode')
    await expect(field).toHaveAttribute('dir', 'ltr')
    await expect(field).toHaveAccessibleDescription(/What value of/)
    await expect(canvas.getByText(/No mixed numbers/)).toBeVisible()
    // Arabic-Indic digits become ASCII as typed.
    await userEvent.type(field, '٣/٤')
    await expect(field).toHaveValue('3/4')
    await expect(args.onChange).toHaveBeenLastCalledWith('3/4')
    // A comma can never be valid: the rule shows at once.
    await userEvent.clear(field)
    await userEvent.type(field, '0,75')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText(/Use only digits/)).toBeVisible()
    // "-" alone may still become valid: it is flagged only after leaving the field.
    await userEvent.clear(field)
    await userEvent.type(field, '-')
    await expect(field).not.toHaveAttribute('aria-invalid')
    await userEvent.tab()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
  },
}

/**
 * The characters of `snippet` (found in `container`'s text) in the order they appear on screen,
 * from left to right, read from each character's box: what a learner sees, whatever the DOM order.
 */
function visualText(container: HTMLElement, snippet: string): string {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = node.textContent!.indexOf(snippet)
    if (start < 0) continue
    const boxes = [...snippet].map((character, index) => {
      const range = document.createRange()
      range.setStart(node, start + index)
      range.setEnd(node, start + index + 1)
      return { character, left: range.getBoundingClientRect().left }
    })
    return boxes
      .sort((a, b) => a.left - b.left)
      .map((box) => box.character)
      .join('')
  }
  throw new Error(`"${snippet}" is not in the hints`)
}

export const StudentProducedArabic: Story = {
  ...arabic,
  args: { question: studentProducedSample },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'إجابتك' })
    await userEvent.type(field, '٫٧٥')
    await expect(field).toHaveValue('.75')
    // The format hints, as the eye reads them from left to right: the bidi algorithm must not
    // reorder an answer inside the Arabic sentence (".25" shown as "25.", "-3/2" as "3/2-").
    const hints = within(canvasElement).getByRole('list')
    await expect(visualText(hints, '.25')).toBe('.25')
    await expect(visualText(hints, '-3/2')).toBe('-3/2')
    await expect(visualText(hints, '3 1/2')).toBe('3 1/2')
    await expect(visualText(hints, '7/2')).toBe('7/2')
  },
}

export const PracticeFeedbackCorrect: Story = {
  args: { value: 'ch_StoryMaC', feedback: feedbackFor(mathSample, true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Correct!')
    const chosen = canvas.getByRole('radio', { name: /^Choice C:.*Your answer.*Correct answer/ })
    await expect(chosen).toBeChecked()
    await expect(canvas.getByTestId('answer-feedback')).toHaveTextContent(/Explanation/)
    await typesetMath(canvasElement)
    // Locked: nothing changes the answer any more, neither a letter nor a click.
    await userEvent.keyboard('a')
    await expect(chosen).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: /^Choice A:/ }))
    await expect(chosen).toBeChecked()
  },
}

export const PracticeFeedbackWrong: Story = {
  args: { value: 'ch_StoryMaB', feedback: feedbackFor(mathSample, false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Not quite.')
    await expect(canvas.getByTestId('answer-feedback')).toHaveTextContent('The correct answer is C.')
    await expect(canvas.getByRole('radio', { name: /^Choice B:.*Your answer/ })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: /^Choice C:.*Correct answer/ })).not.toBeChecked()
    // Why the chosen choice is wrong, beside why the key is right, then the worked explanation.
    const chosen = canvas.getByTestId('rationale-chosen')
    await expect(chosen).toHaveTextContent(/^Why your answer, B, is wrong/)
    await expect(chosen).toHaveTextContent('a step on the way, not the expression asked for')
    await expect(canvas.getByTestId('rationale-key')).toHaveTextContent(/^Why C is right/)
    await expect(canvas.getByTestId('explanation')).toHaveAttribute('data-language', 'en')
  },
}

export const PracticeFeedbackRight: Story = {
  args: { value: 'ch_StoryMaC', feedback: feedbackFor(mathSample, true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // A right answer has only the key's rationale: there is no wrong choice to explain.
    await expect(canvas.queryByTestId('rationale-chosen')).toBeNull()
    await expect(canvas.getByTestId('rationale-key')).toHaveTextContent(/^Why C is right/)
  },
}

export const ReadingFeedbackWrongArabic: Story = {
  ...arabic,
  args: { question: readingSample, value: 'ch_StoryRwC', feedback: feedbackFor(readingSample, false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The Arabic interface explains in Arabic first, right to left...
    const explanation = canvas.getByTestId('explanation')
    await expect(explanation).toHaveAttribute('data-language', 'ar')
    const chosen = canvas.getByTestId('rationale-chosen')
    await expect(chosen).toHaveTextContent(/^لماذا إجابتك C خاطئة/)
    const text = chosen.querySelector('[lang]') as HTMLElement
    await expect(text).toHaveAttribute('lang', 'ar')
    await expect(getComputedStyle(text).direction).toBe('rtl')
    // ...with each English quotation isolated, so the bidi algorithm cannot reorder it...
    const quoted = [...explanation.querySelectorAll('bdi[dir=ltr]')].map((node) => node.textContent)
    await expect(quoted).toContain('"pot-in-pot"')
    await expect(visualText(explanation, 'pot-in-pot')).toBe('pot-in-pot')
    // ...and switches to the English text on request.
    await userEvent.click(canvas.getByRole('button', { name: 'اعرض الشرح بالإنجليزية' }))
    await expect(explanation).toHaveAttribute('data-language', 'en')
    await expect(canvas.getByTestId('rationale-chosen')).toHaveTextContent('opposite of this claim')
    await expect(canvas.getByTestId('rationale-chosen')).toHaveTextContent(/^لماذا إجابتك C خاطئة/)
    await expect(canvas.getByRole('button', { name: 'اعرض الشرح بالعربية' })).toBeVisible()
  },
}

export const ReadingFeedbackWrongArabicPhone: Story = {
  ...arabic,
  args: { question: readingSample, value: 'ch_StoryRwC', feedback: feedbackFor(readingSample, false) },
  parameters: {
    viewport: { options: { phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' } } } },
  },
  globals: { locale: 'ar', viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360)
    await expect(within(canvasElement).getByTestId('rationale-key')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

/** A command-of-evidence item with a data table, and a text-structure passage with its underline. */
export const TableAndUnderline: Story = {
  args: {
    question: {
      ...readingSample,
      passage:
        'Members of a community garden tested three ways of watering tomato plants. [[They found that the drip-irrigated plot gave the largest harvest,]] a result they now use to plan the next season.',
      stem: 'Which choice best describes the function of the underlined portion in the text as a whole?',
      table: {
        title: 'Tomato harvest by garden plot, 2023',
        columns: ['Plot', 'Watering', 'Harvest (kg)'],
        rows: [
          ['North', 'drip irrigation', '41'],
          ['Center', 'by hand', '29'],
          ['South', 'sprinklers', '33'],
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const underlined = canvasElement.querySelector('u')
    await expect(underlined).toHaveTextContent(/^They found that the drip-irrigated plot gave the largest harvest,$/)
    await expect(getComputedStyle(underlined!).textDecorationLine).toBe('underline')
    await expect(canvas.getByRole('region', { name: 'Passage' })).not.toHaveTextContent('[[')
    const table = canvas.getByRole('table', { name: 'Tomato harvest by garden plot, 2023' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Plot', 'Watering', 'Harvest (kg)'])
    await expect(within(table).getByRole('rowheader', { name: 'North' })).toBeVisible()
  },
}

export const TableAndUnderlineArabic: Story = { ...arabic, args: TableAndUnderline.args }

export const PracticeFeedbackWrongArabic: Story = {
  ...arabic,
  args: { value: 'ch_StoryMaB', feedback: feedbackFor(mathSample, false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('إجابة غير صحيحة.')
    await expect(canvas.getByTestId('answer-feedback')).toHaveTextContent('الإجابة الصحيحة هي C.')
  },
}

export const StudentProducedFeedbackWrong: Story = {
  args: { question: studentProducedSample, value: '4/3', feedback: feedbackFor(studentProducedSample, false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('readonly')
    await expect(canvas.getByTestId('answer-feedback')).toHaveTextContent('Accepted answers: 3/4, .75, or 0.75')
  },
}

export const StudentProducedFeedbackArabic: Story = {
  ...arabic,
  args: { question: studentProducedSample, value: '3/4', feedback: feedbackFor(studentProducedSample, true) },
  play: async ({ canvasElement }) => {
    const feedback = within(canvasElement).getByTestId('answer-feedback')
    await expect(feedback).toHaveTextContent('إجابة صحيحة!')
    for (const answer of feedback.querySelectorAll('bdi')) await expect(answer).toHaveAttribute('dir', 'ltr')
  },
}

export const Disabled: Story = {
  args: { disabled: true, value: 'ch_StoryMaA' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await userEvent.keyboard('b')
    await expect(canvas.getByRole('radio', { name: /^Choice A:/ })).toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    // A letter chooses from anywhere on the page…
    await userEvent.keyboard('b')
    const b = canvas.getByRole('radio', { name: /^Choice B:/ })
    await expect(b).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('ch_StoryMaB')
    // …Tab enters the group on the chosen choice, arrows move and choose…
    await userEvent.tab()
    await expect(b).toHaveFocus()
    // The card around the focused radio shows the focus ring.
    await expect(getComputedStyle(b.closest('label')!).outlineStyle).toBe('solid')
    await userEvent.keyboard('{ArrowDown}')
    const c = canvas.getByRole('radio', { name: /^Choice C:/ })
    await expect(c).toBeChecked()
    await expect(c).toHaveFocus()
    // …and a letter typed inside the group takes the focus along.
    await userEvent.keyboard('A')
    const a = canvas.getByRole('radio', { name: /^Choice A:/ })
    await expect(a).toBeChecked()
    await expect(a).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('ch_StoryMaA')
  },
}

export const KeyboardArabic: Story = {
  ...arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The physical D key on an Arabic layout types ي.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ي', code: 'KeyD', bubbles: true }))
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^الخيار D:/ })).toBeChecked())
  },
}
