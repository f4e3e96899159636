import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '~/api/api-error'
import { problem } from '~/api/mock-api'
import type { PlanResponse, SetPlanRequest } from '../api/learning'
import { planResponse } from '../plan.fixtures'
import { planSetupMachine } from './plan-setup.machine'

const TODAY = '2026-11-26'

const rejected = (errors: Record<string, string[]>) =>
  new ApiError(422, problem(422, 'The plan could not be saved.', errors), 'Unprocessable Content')

function start(
  options: {
    load?: () => Promise<PlanResponse>
    save?: (request: SetPlanRequest) => Promise<PlanResponse>
    remove?: () => Promise<void>
  } = {},
) {
  const calls = { save: vi.fn<(request: SetPlanRequest) => void>(), remove: vi.fn() }
  const effects = { storePlan: vi.fn(), toastSaved: vi.fn(), toastRemoved: vi.fn(), toastError: vi.fn() }
  const machine = planSetupMachine.provide({
    actors: {
      loadPlan: fromPromise(options.load ?? (async () => ({ plan: null }))),
      savePlan: fromPromise(async ({ input }) => {
        calls.save(input)
        return (options.save ?? (async (request) => planResponse(request)))(input)
      }),
      removePlan: fromPromise(async () => {
        calls.remove()
        return (options.remove ?? (async () => {}))()
      }),
    },
    actions: {
      storePlan: (_, params) => effects.storePlan(params.response),
      toastSaved: () => effects.toastSaved(),
      toastRemoved: () => effects.toastRemoved(),
      toastError: (_, params) => effects.toastError((params.error as Error).message),
    },
  })
  const actor = createActor(machine, { input: { timeZone: 'Asia/Riyadh', today: TODAY } }).start()
  return { actor, calls, effects }
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (state) => state.matches('form'))

describe('plan setup machine', () => {
  it('starts with an empty form when the learner has no plan, and offers no removal', async () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    await ready(actor)
    expect(actor.getSnapshot().context.draft).toEqual({ targetDate: '', targetScore: '' })
    expect(actor.getSnapshot().can({ type: 'plan.remove' })).toBe(false)
  })

  it('fills the form with the plan the server holds', async () => {
    const { actor } = start({ load: async () => planResponse({ target_date: '2027-03-13', target_score: 1350 }) })
    await ready(actor)
    expect(actor.getSnapshot().context.draft).toEqual({ targetDate: '2027-03-13', targetScore: '1350' })
    expect(actor.getSnapshot().can({ type: 'plan.remove' })).toBe(true)
  })

  it('saves the date, the score and the time zone, stores the answer and says so', async () => {
    const { actor, calls, effects } = start()
    await ready(actor)
    actor.send({ type: 'date.change', value: '2027-03-13' })
    actor.send({ type: 'score.change', value: '1350' })
    actor.send({ type: 'plan.save' })
    expect(actor.getSnapshot().value).toBe('saving')
    await waitFor(actor, (state) => state.matches({ form: 'saved' }))
    expect(calls.save).toHaveBeenCalledWith({ target_date: '2027-03-13', target_score: 1350, time_zone: 'Asia/Riyadh' })
    expect(effects.storePlan).toHaveBeenCalledWith(expect.objectContaining({ plan: expect.anything() }))
    expect(effects.toastSaved).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.hasPlan).toBe(true)
    // A change after saving is a new edit.
    actor.send({ type: 'score.change', value: '1400' })
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' })
  })

  it('refuses a past date, an empty one and an off-step score without calling the server', async () => {
    const { actor, calls } = start()
    await ready(actor)
    actor.send({ type: 'score.change', value: '1355' })
    actor.send({ type: 'plan.save' })
    expect(actor.getSnapshot().value).toEqual({ form: 'invalid' })
    expect(actor.getSnapshot().context.errors).toEqual({
      target_date: { code: 'missing' },
      target_score: { code: 'range' },
    })
    actor.send({ type: 'date.change', value: '2026-11-25' })
    // The changed field's message goes; the other stays until it changes too.
    expect(actor.getSnapshot().context.errors).toEqual({ target_score: { code: 'range' } })
    actor.send({ type: 'plan.save' })
    expect(actor.getSnapshot().context.errors.target_date).toEqual({ code: 'past' })
    expect(calls.save).not.toHaveBeenCalled()
    // Today is a valid test day.
    actor.send({ type: 'date.change', value: TODAY })
    actor.send({ type: 'score.change', value: '1600' })
    actor.send({ type: 'plan.save' })
    await waitFor(actor, (state) => state.matches({ form: 'saved' }))
  })

  it("shows the server's 422 per field and keeps what was typed", async () => {
    const { actor, effects } = start({
      save: async () => {
        throw rejected({ target_date: ['Choose a day within two years.'] })
      },
    })
    await ready(actor)
    actor.send({ type: 'date.change', value: '2030-01-01' })
    actor.send({ type: 'score.change', value: '1200' })
    actor.send({ type: 'plan.save' })
    await waitFor(actor, (state) => state.matches({ form: 'invalid' }))
    expect(actor.getSnapshot().context.errors).toEqual({ target_date: { message: 'Choose a day within two years.' } })
    expect(actor.getSnapshot().context.draft).toEqual({ targetDate: '2030-01-01', targetScore: '1200' })
    expect(effects.toastError).not.toHaveBeenCalled()
  })

  it('says a failure, keeps the draft, and saves again on the next try', async () => {
    let attempts = 0
    const { actor, effects, calls } = start({
      save: async (request) => {
        attempts += 1
        if (attempts === 1) throw new ApiError(500, problem(500, 'Something went wrong'), 'Internal Server Error')
        return planResponse(request)
      },
    })
    await ready(actor)
    actor.send({ type: 'date.change', value: '2027-03-13' })
    actor.send({ type: 'score.change', value: '1300' })
    actor.send({ type: 'plan.save' })
    await waitFor(actor, (state) => state.matches({ form: 'failed' }))
    expect(effects.toastError).toHaveBeenCalledWith('Something went wrong')
    expect(actor.getSnapshot().context.draft.targetScore).toBe('1300')
    actor.send({ type: 'plan.save' })
    await waitFor(actor, (state) => state.matches({ form: 'saved' }))
    expect(calls.save).toHaveBeenCalledTimes(2)
  })

  it('removes the plan, empties the form and the cached plan', async () => {
    const { actor, calls, effects } = start({ load: async () => planResponse({}) })
    await ready(actor)
    actor.send({ type: 'plan.remove' })
    expect(actor.getSnapshot().value).toBe('removing')
    await waitFor(actor, (state) => state.matches({ form: 'editing' }))
    expect(calls.remove).toHaveBeenCalledOnce()
    expect(effects.storePlan).toHaveBeenCalledWith({ plan: null })
    expect(effects.toastRemoved).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context).toMatchObject({ hasPlan: false, draft: { targetDate: '', targetScore: '' } })
  })

  it('keeps the plan when the removal fails', async () => {
    const { actor, effects } = start({
      load: async () => planResponse({ target_score: 1450 }),
      remove: async () => {
        throw new ApiError(500, problem(500, 'Something went wrong'), 'Internal Server Error')
      },
    })
    await ready(actor)
    actor.send({ type: 'plan.remove' })
    await waitFor(actor, (state) => state.matches({ form: 'editing' }))
    expect(effects.toastError).toHaveBeenCalledWith('Something went wrong')
    expect(actor.getSnapshot().context).toMatchObject({ hasPlan: true, draft: { targetScore: '1450' } })
  })

  it('offers to load again when the plan could not be read', async () => {
    let attempts = 0
    const { actor } = start({
      load: async () => {
        attempts += 1
        if (attempts === 1) throw new Error('offline')
        return { plan: null }
      },
    })
    await waitFor(actor, (state) => state.matches('loadFailed'))
    actor.send({ type: 'plan.reload' })
    await ready(actor)
  })
})
