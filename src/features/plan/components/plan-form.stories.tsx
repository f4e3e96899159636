import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { Plan, SetPlanRequest } from '../api/learning'
import { planResponse, samplePlan } from '../plan.fixtures'
import { fitsWithoutSideScroll, phone } from '../plan.story-helpers'
import { PlanForm } from './plan-form'

/** Every `PUT /plan` body and `DELETE /plan` the mock received. */
let saved: SetPlanRequest[] = []
let removed = 0

const screen = (plan: Plan | null, overrides: MockHandlers = {}): { screen: ScreenParameters } => ({
  screen: {
    route: '/settings',
    api: {
      'GET /plan': () => ({ status: 200, body: { plan } }),
      'PUT /plan': ({ body }) => {
        saved.push(body as SetPlanRequest)
        return { status: 200, body: planResponse(body as SetPlanRequest) }
      },
      'DELETE /plan': () => {
        removed += 1
        return { status: 204, body: undefined }
      },
      ...overrides,
    },
  },
})

const meta = {
  title: 'Plan/Plan form (settings)',
  component: PlanForm,
  decorators: [withScreen],
  parameters: screen(null),
  beforeEach: () => {
    saved = []
    removed = 0
  },
} satisfies Meta<typeof PlanForm>
export default meta
type Story = StoryObj<typeof meta>

/** A year from today, as the date input takes it. */
const nextYear = () => {
  const day = new Date()
  day.setFullYear(day.getFullYear() + 1)
  return day.toISOString().slice(0, 10)
}

/** A new plan: the date and the score, saved with the browser's time zone. */
export const SetsAPlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const date = await canvas.findByLabelText(/^Test day/)
    await expect(canvas.queryByRole('button', { name: 'Remove the plan' })).toBeNull()
    await userEvent.type(date, nextYear())
    const score = canvas.getByRole('spinbutton', { name: /Target score/ })
    await expect(score).toHaveAccessibleDescription('From 400 to 1600, in steps of 10.')
    await userEvent.type(score, '1350')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the plan' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    await expect(saved[0]).toEqual({
      target_date: nextYear(),
      target_score: 1350,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    })
    await expect(await canvas.findByRole('button', { name: 'Remove the plan' })).toBeVisible()
  },
}

/** Checked before sending: no date, and a score off the steps of 10; nothing typed is lost. */
export const CheckedBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const score = await canvas.findByRole('spinbutton', { name: /Target score/ })
    await userEvent.type(score, '1355')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the plan' }))
    await expect(await canvas.findByText('Choose your test day.')).toBeVisible()
    await expect(canvas.getByLabelText(/^Test day/)).toHaveAccessibleDescription('Choose your test day.')
    await expect(score).toHaveAccessibleDescription(/Choose a score from 400 to 1600, in steps of 10\./)
    await expect(score).toHaveValue('1355')
    await expect(saved).toHaveLength(0)
  },
}

/** The server's 422 under its field, the rest kept as typed. */
export const RefusedByTheServer: Story = {
  parameters: screen(samplePlan, {
    'PUT /plan': () => ({
      status: 422,
      body: problem(422, 'The plan could not be saved.', {
        target_date: ['Choose a test day within the next two years.'],
      }),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const date = await canvas.findByLabelText(/^Test day/)
    await expect(date).toHaveValue('2027-03-13')
    await expect(canvas.getByRole('spinbutton', { name: /Target score/ })).toHaveValue('1350')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the plan' }))
    await waitFor(() => expect(date).toHaveAccessibleDescription('Choose a test day within the next two years.'))
    await expect(date).toHaveValue('2027-03-13')
  },
}

/** Remove: the form empties and Remove goes. */
export const RemovesThePlan: Story = {
  parameters: screen(samplePlan),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove the plan' }))
    await waitFor(() => expect(removed).toBe(1))
    await waitFor(() => expect(canvas.getByLabelText(/^Test day/)).toHaveValue(''))
    await expect(canvas.queryByRole('button', { name: 'Remove the plan' })).toBeNull()
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: screen(samplePlan),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const date = await canvas.findByLabelText(/^يوم الاختبار/)
    // Dates read left to right in Arabic too (the text field's rule for date inputs).
    await expect(date).toHaveAttribute('dir', 'ltr')
    await expect(canvas.getByRole('button', { name: 'احفظ الخطة' })).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: screen(samplePlan),
  decorators: [phone],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Remove the plan' })
    await fitsWithoutSideScroll(canvasElement)
  },
}

export const PhoneArabic: Story = {
  globals: { locale: 'ar' },
  parameters: screen(samplePlan),
  decorators: [phone],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'احفظ الخطة' })
    await fitsWithoutSideScroll(canvasElement)
  },
}
