import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import { withScreen } from '~/test/screen-story'
import type { components } from '@common/api/schema.gen'
import { QuestionView, type Question } from './question-view'
import { readingSample } from './sample-questions'

type Annotation = components['schemas']['Annotation']
type QuestionAnswerState = components['schemas']['QuestionAnswerState']

const QUIZ_ID = 'qz_StoryTools'
const passage = readingSample.passage!
const [A, B, C] = readingSample.choices.map((choice) => choice.id) as [string, string, string]

/** An annotation of the sample passage, on the first place `words` appear. */
function annotation(id: string, words: string, note: string | null = null): Annotation {
  const start = passage.indexOf(words)
  if (start < 0) throw new Error(`"${words}" is not in the passage`)
  return { id, question_id: readingSample.id, start, end: start + words.length, note }
}

const answerState = (eliminated: string[]): QuestionAnswerState => ({
  status: 'not_answered',
  choice_id: null,
  response: null,
  marked_for_review: false,
  answered_at: null,
  feedback: null,
  eliminated,
  seconds_spent: 0,
})

/**
 * The tools' endpoints as the server answers them; `received` hears every request
 * (`'PUT eliminations'`, body). `refuseStrikes` answers a strike with the server's 409.
 */
function toolsServer({ refuseStrikes = false } = {}) {
  const received = fn()
  let next = 0
  const handlers: MockHandlers = {
    'PUT /quizzes/{quiz_id}/questions/{question_id}/eliminations': ({ body }) => {
      received('PUT eliminations', body)
      if (refuseStrikes) return { status: 409, body: problem(409, 'This quiz is over: nothing more can be changed.') }
      return { status: 200, body: answerState((body as { eliminated: string[] }).eliminated) }
    },
    'POST /quizzes/{quiz_id}/questions/{question_id}/annotations': ({ params, body }) => {
      received('POST annotations', body)
      const { start, end, note = null } = body as { start: number; end: number; note?: string | null }
      return { status: 201, body: { id: `an_Story${++next}`, question_id: params.question_id!, start, end, note } }
    },
    'PATCH /quizzes/{quiz_id}/annotations/{annotation_id}': ({ params, body }) => {
      received('PATCH annotation', params.annotation_id, body)
      const { note } = body as { note: string | null }
      return { status: 200, body: { ...annotation(params.annotation_id!, 'pot-in-pot cooler'), note } }
    },
    'DELETE /quizzes/{quiz_id}/annotations/{annotation_id}': ({ params }) => {
      received('DELETE annotation', params.annotation_id)
      return { status: 204, body: undefined }
    },
  }
  return { handlers, received }
}

interface HarnessProps {
  question: Question
  value: string | null
  eliminated: string[]
  annotations: Annotation[]
  disabled?: boolean
  onChange: (value: string) => void
  onChoiceCleared: () => void
}

/** A running quiz's question: the answer is the story's, the tools' state is the server's. */
function Harness({
  question,
  value: initial,
  eliminated,
  annotations,
  disabled,
  onChange,
  onChoiceCleared,
}: HarnessProps) {
  const [value, setValue] = useState(initial)
  // A question object of its own: the tools' store belongs to the question object (one per story).
  const [own] = useState(() => ({ ...question }))
  const tools = useMemo(
    () => ({
      quizId: QUIZ_ID,
      eliminated,
      annotations,
      disabled,
      onChoiceCleared: () => {
        setValue(null)
        onChoiceCleared()
      },
    }),
    [eliminated, annotations, disabled, onChoiceCleared],
  )
  return (
    <QuestionView
      question={own}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
      tools={tools}
    />
  )
}

const meta = {
  title: 'Quiz/QuestionTools',
  component: Harness,
  decorators: [withScreen],
  args: {
    question: readingSample,
    value: null,
    eliminated: [],
    annotations: [],
    onChange: fn(),
    onChoiceCleared: fn(),
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const radio = (canvas: ReturnType<typeof within>, letter: string) =>
  canvas.getByRole('radio', { name: new RegExp(`^Choice ${letter}:`) })

const struckServer = toolsServer()

/** A and C struck out: dimmed, struck through, not choosable by click, letter or arrow; B restores and strikes. */
export const StruckChoices: Story = {
  args: { eliminated: [A, C] },
  parameters: { screen: { api: struckServer.handlers } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(radio(canvas, 'A')).toBeDisabled()
    await expect(radio(canvas, 'C')).toBeDisabled()
    await expect(radio(canvas, 'B')).toBeEnabled()
    const text = radio(canvas, 'A').closest('label')!.querySelector('[data-part="item-text"]')!
    await expect(getComputedStyle(text).textDecorationLine).toBe('line-through')
    await expect(canvas.getByRole('button', { name: 'Restore choice A' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Shift+A',
    )
    // A struck choice is not chosen by its letter, nor by a click on its card.
    await userEvent.keyboard('a')
    await userEvent.click(canvas.getByText(/^A traditional cooling method/))
    await expect(radio(canvas, 'A')).not.toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
    // The arrow keys go from B to D, past the struck C.
    await userEvent.click(canvas.getByText(/^The cooperative replaced/))
    await expect(radio(canvas, 'B')).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(radio(canvas, 'D')).toBeChecked()
    // Restore A: choosable again, and the server hears the new set.
    await userEvent.click(canvas.getByRole('button', { name: 'Restore choice A' }))
    await expect(radio(canvas, 'A')).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Strike out choice A' })).toBeVisible()
    await waitFor(() => expect(struckServer.received).toHaveBeenLastCalledWith('PUT eliminations', { eliminated: [C] }))
    // Shift and a letter strike from the keyboard.
    await userEvent.keyboard('{Shift>}b{/Shift}')
    await expect(radio(canvas, 'B')).toBeDisabled()
    await waitFor(() =>
      expect(struckServer.received).toHaveBeenLastCalledWith('PUT eliminations', { eliminated: [C, B] }),
    )
    await expect(radio(canvas, 'D')).toBeChecked()
  },
}

const clearingServer = toolsServer()

/** Striking the chosen answer clears it at once, as the server does. */
export const StrikingTheChosenAnswer: Story = {
  args: { value: B },
  parameters: { screen: { api: clearingServer.handlers } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(radio(canvas, 'B')).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Strike out choice B' }))
    await expect(radio(canvas, 'B')).not.toBeChecked()
    await expect(radio(canvas, 'B')).toBeDisabled()
    await expect(args.onChoiceCleared).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('button', { name: 'Restore choice B' })).toHaveFocus()
    await waitFor(() => expect(clearingServer.received).toHaveBeenCalledWith('PUT eliminations', { eliminated: [B] }))
    // Striking another choice leaves the answer alone.
    await userEvent.click(radio(canvas, 'D').closest('label')!)
    await userEvent.click(canvas.getByRole('button', { name: 'Strike out choice A' }))
    await expect(radio(canvas, 'D')).toBeChecked()
    await expect(args.onChoiceCleared).toHaveBeenCalledOnce()
  },
}

const refusingServer = toolsServer({ refuseStrikes: true })

/** The server refuses (the quiz is over): its message is a red toast, and the choice is back. */
export const StrikeRefused: Story = {
  parameters: { screen: { api: refusingServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Strike out choice D' }))
    const toast = await screen.findByText('This quiz is over: nothing more can be changed.')
    await waitFor(() => expect(toast).toBeVisible())
    await waitFor(() => expect(radio(canvas, 'D')).toBeEnabled())
    await expect(canvas.getByRole('button', { name: 'Strike out choice D' })).toBeVisible()
  },
}

/** Selects `words` in the passage as a pointer would. */
function selectWords(region: HTMLElement, words: string) {
  const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(words)
    if (at < 0) continue
    const range = document.createRange()
    range.setStart(node, at)
    range.setEnd(node, at + words.length)
    document.getSelection()!.removeAllRanges()
    document.getSelection()!.addRange(range)
    return
  }
  throw new Error(`"${words}" is not in the passage`)
}

const highlightServer = toolsServer()

/** Highlights with a note: a note is read and changed in its popover; new words are highlighted and removed. */
export const HighlightsWithNotes: Story = {
  args: {
    annotations: [annotation('an_Cooler', 'pot-in-pot cooler', 'The method'), annotation('an_Sand', 'wet sand')],
  },
  parameters: { screen: { api: highlightServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: 'Passage' })
    const marks = [...region.querySelectorAll('mark')]
    await expect(marks.map((mark) => mark.textContent)).toEqual(['pot-in-pot cooler', 'wet sand'])
    await expect(marks[0]).toHaveAttribute('data-note')
    await expect(marks[1]).not.toHaveAttribute('data-note')
    // The note, in its popover: changed and saved.
    await userEvent.click(within(region).getByRole('button', { name: 'pot-in-pot cooler' }))
    const dialog = await screen.findByRole('dialog', { name: 'Highlight' })
    const note = within(dialog).getByRole('textbox', { name: 'Note' })
    await waitFor(() => expect(note).toHaveFocus())
    await expect(note).toHaveValue('The method')
    await expect(note).toHaveAttribute('dir', 'auto')
    await userEvent.clear(note)
    await userEvent.type(note, 'Evaporation cools the pot')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() =>
      expect(highlightServer.received).toHaveBeenCalledWith('PATCH annotation', 'an_Cooler', {
        note: 'Evaporation cools the pot',
      }),
    )
    // New words: selected, then Highlight.
    const highlight = canvas.getByRole('button', { name: 'Highlight' })
    await expect(highlight).toBeDisabled()
    selectWords(region, 'nearly two weeks')
    await waitFor(() => expect(highlight).toBeEnabled())
    await userEvent.click(highlight)
    const start = passage.indexOf('nearly two weeks')
    await waitFor(() =>
      expect(highlightServer.received).toHaveBeenCalledWith('POST annotations', {
        start,
        end: start + 'nearly two weeks'.length,
        note: null,
      }),
    )
    const added = within(region).getByRole('button', { name: 'nearly two weeks' })
    await expect(added).toHaveFocus()
    await expect(added.closest('mark')).not.toBeNull()
    // …and removed.
    await userEvent.keyboard('{Enter}')
    const popover = await screen.findByRole('dialog', { name: 'Highlight' })
    await userEvent.click(within(popover).getByRole('button', { name: 'Remove highlight' }))
    await waitFor(() => expect(within(region).queryByRole('button', { name: 'nearly two weeks' })).toBeNull())
    await waitFor(() => expect(highlightServer.received).toHaveBeenCalledWith('DELETE annotation', 'an_Story1'))
    await expect(region).toHaveFocus()
  },
}

const keyboardServer = toolsServer()

/** From the keyboard: Shift and the arrows select in the passage, Highlight highlights, Enter opens the note. */
export const HighlightFromTheKeyboard: Story = {
  parameters: { screen: { api: keyboardServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: 'Passage' })
    region.focus()
    // "Farmers in": two words from the start, by word.
    await userEvent.keyboard('{Control>}{Shift>}{ArrowRight}{ArrowRight}{/Shift}{/Control}')
    await expect(document.getSelection()!.toString().trim()).toBe('Farmers in')
    // The tools come right after the passage in the tab order.
    await userEvent.tab()
    const highlight = canvas.getByRole('button', { name: 'Highlight' })
    await expect(highlight).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(keyboardServer.received).toHaveBeenCalledWith('POST annotations', { start: 0, end: 10, note: null }),
    )
    const mark = within(region).getByRole('button', { name: 'Farmers in' })
    await expect(mark).toHaveFocus()
    // Enter opens the note; typed, then Escape: kept all the same.
    await userEvent.keyboard('{Enter}')
    const note = within(await screen.findByRole('dialog', { name: 'Highlight' })).getByRole('textbox', { name: 'Note' })
    await waitFor(() => expect(note).toHaveFocus())
    await userEvent.type(note, 'Who: the farmers')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() =>
      expect(keyboardServer.received).toHaveBeenCalledWith('PATCH annotation', 'an_Story1', {
        note: 'Who: the farmers',
      }),
    )
    await waitFor(() => expect(mark).toHaveFocus())
    await expect(mark.closest('mark')).toHaveAttribute('data-note')
  },
}

const arabicServer = toolsServer()

/** Arabic: the tools follow the interface (right to left); the passage stays English and left to right, a note reads right to left. */
export const ArabicRightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { eliminated: [B], annotations: [annotation('an_Cooler', 'pot-in-pot cooler', 'طريقة تبريد قديمة')] },
  parameters: { screen: { api: arabicServer.handlers } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: 'نص القراءة' })
    const text = region.querySelector('[lang="en"]') as HTMLElement
    await expect(getComputedStyle(text).direction).toBe('ltr')
    // The strike toggle sits at the card's end: on its left in Arabic.
    const choiceB = canvas.getByRole('radio', { name: /^الخيار B:/ })
    await expect(choiceB).toBeDisabled()
    const card = choiceB.closest('label')!.getBoundingClientRect()
    const toggleB = canvasElement.querySelector<HTMLElement>('button[aria-keyshortcuts="Shift+B"]')!
    await expect(toggleB.getBoundingClientRect().right).toBeLessThanOrEqual(card.left)
    // The Arabic note, right to left in its field.
    await userEvent.click(region.querySelector<HTMLElement>('mark [role="button"]')!)
    const note = within(await screen.findByRole('dialog')).getByRole('textbox')
    await expect(note).toHaveValue('طريقة تبريد قديمة')
    await expect(getComputedStyle(note).direction).toBe('rtl')
  },
}

/** A 360 px phone: the passage above the question, the toggles beside the choices, nothing wider than the screen. */
export const Phone360: Story = {
  args: { eliminated: [C], annotations: [annotation('an_Sand', 'wet sand', 'Why it cools')] },
  parameters: {
    screen: { api: toolsServer().handlers },
    viewport: { options: { phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' } } } },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360)
    const canvas = within(canvasElement)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360)
    const region = canvas.getByRole('region', { name: 'Passage' })
    const group = canvas.getByRole('radiogroup')
    await expect(region.getBoundingClientRect().bottom).toBeLessThanOrEqual(group.getBoundingClientRect().top)
    for (const toggle of canvas.getAllByRole('button', { name: /^(Strike out|Restore) choice/ })) {
      const box = toggle.getBoundingClientRect()
      await expect(box.right).toBeLessThanOrEqual(360)
      await expect(box.width).toBeGreaterThanOrEqual(24)
    }
    await expect(radio(canvas, 'C')).toBeDisabled()
  },
}
