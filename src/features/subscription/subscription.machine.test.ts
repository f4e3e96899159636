import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { subscriptionMachine, type SubscriptionCheck } from './subscription.machine'

const NOW = new Date('2026-11-23T12:00:00Z').getTime()
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString()
const H = 3_600_000

function period(isTrial: boolean, endOffsetMs: number, status: 'active' | 'expired' = 'active') {
  return {
    id: 'sub_T1rW6yUi',
    package: isTrial ? null : { id: 'pkg_monthly', name: 'Monthly' },
    is_trial: isTrial,
    status,
    start_date: iso(-H),
    end_date: iso(endOffsetMs),
    created_at: iso(-H),
  } satisfies SubscriptionCheck['subscription']
}

function start(answers: Array<SubscriptionCheck | Error>) {
  const logFailure = vi.fn()
  let call = 0
  const machine = subscriptionMachine.provide({
    actors: {
      check: fromPromise(async () => {
        const answer = answers[Math.min(call++, answers.length - 1)]!
        if (answer instanceof Error) throw answer
        return answer
      }),
    },
    actions: { logFailure: (_, params) => logFailure(params) },
  })
  const actor = createActor(machine).start()
  return { actor, logFailure }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe('subscription banner machine', () => {
  it('a paid subscription: active, no banner, access', async () => {
    const { actor } = start([{ has_active_subscription: true, subscription: period(false, 30 * 24 * H) }])
    await waitFor(actor, (snapshot) => snapshot.matches('active'))
    expect(actor.getSnapshot().hasTag('banner')).toBe(false)
    expect(actor.getSnapshot().hasTag('access')).toBe(true)
  })

  it('no active subscription: expired, the error banner, no access', async () => {
    const { actor } = start([{ has_active_subscription: false, subscription: period(true, -H, 'expired') }])
    await waitFor(actor, (snapshot) => snapshot.matches('expired'))
    expect(actor.getSnapshot().hasTag('banner')).toBe(true)
    expect(actor.getSnapshot().hasTag('access')).toBe(false)
  })

  it('a trial counts down in days, then hours, minutes and seconds, then ends (Expired)', async () => {
    const { actor } = start([{ has_active_subscription: true, subscription: period(true, 2 * 24 * H + 30_000) }])
    await waitFor(actor, (snapshot) => snapshot.matches({ trial: 'counting' }))
    expect(actor.getSnapshot().context.countdown).toEqual({ expired: false, unit: 'days', value: 2 })
    expect(actor.getSnapshot().hasTag('access')).toBe(true)

    await vi.advanceTimersByTimeAsync(24 * H + 30_000)
    expect(actor.getSnapshot().context.countdown).toEqual({ expired: false, unit: 'days', value: 1 })
    await vi.advanceTimersByTimeAsync(2 * H)
    expect(actor.getSnapshot().context.countdown).toEqual({ expired: false, unit: 'hours', value: 22 })
    await vi.advanceTimersByTimeAsync(22 * H - 90_000)
    expect(actor.getSnapshot().context.countdown).toEqual({ expired: false, unit: 'minutes', value: 1 })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(actor.getSnapshot().context.countdown).toEqual({ expired: false, unit: 'seconds', value: 30 })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(actor.getSnapshot().value).toEqual({ trial: 'ended' })
    expect(actor.getSnapshot().hasTag('banner')).toBe(true)
    expect(actor.getSnapshot().hasTag('access')).toBe(false)
  })

  it('a trial whose end date is not a date: no banner, the failure logged (spec §5)', async () => {
    const bad = { ...period(true, H), end_date: 'not-a-date' }
    const { actor, logFailure } = start([{ has_active_subscription: true, subscription: bad }])
    await waitFor(actor, (snapshot) => snapshot.matches('unknown'))
    expect(actor.getSnapshot().hasTag('banner')).toBe(false)
    expect(logFailure).toHaveBeenCalledWith({ reason: 'the trial end date is not a valid date' })
  })

  it('a failed check shows no banner and can be retried with subscription.refresh', async () => {
    const { actor, logFailure } = start([
      new Error('offline'),
      { has_active_subscription: true, subscription: period(false, 24 * H) },
    ])
    await waitFor(actor, (snapshot) => snapshot.matches('unknown'))
    expect(logFailure).toHaveBeenCalledOnce()
    actor.send({ type: 'subscription.refresh' })
    await waitFor(actor, (snapshot) => snapshot.matches('active'))
  })
})
