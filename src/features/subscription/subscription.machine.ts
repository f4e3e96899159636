import { assign, fromPromise, setup } from 'xstate'
import type { components } from '@common/api/schema.gen'
import { countdown, nextTickIn, type Countdown } from '~/lib/countdown'

export type SubscriptionCheck = components['schemas']['CurrentSubscriptionCheck']

export interface SubscriptionContext {
  /** The server's last answer. */
  check: SubscriptionCheck | null
  /** The trial's end (ISO), while in trial. */
  endDate: string | null
  /** Time left in the trial, as the banner shows it. */
  countdown: Countdown | null
}

export type SubscriptionEvent = { type: 'subscription.refresh' }

const isValidDate = (value: string | null | undefined) => Boolean(value) && !Number.isNaN(Date.parse(value!))

/**
 * The subscription banner (spec §4): checking → active (no banner) / trial (a warning banner
 * counting down in days, otherwise hours, minutes or seconds, then `Expired`) / expired (an
 * error banner with a subscribe prompt to /pricing). A failed check or a trial date that
 * cannot be counted (spec §5) shows no banner: the server still refuses what the learner
 * may not use. `subscription.refresh` checks again (after a payment, for instance).
 */
export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
  },
  actors: {
    check: fromPromise<SubscriptionCheck, void>(async () => {
      throw new Error('provide the check actor')
    }),
  },
  actions: {
    logFailure: (_, _params: { reason: string }) => {},
  },
  guards: {
    noActiveSubscription: (_, check: SubscriptionCheck) => !check.has_active_subscription,
    isTrial: (_, check: SubscriptionCheck) => Boolean(check.subscription?.is_trial),
    isCountableTrial: (_, check: SubscriptionCheck) =>
      Boolean(check.subscription?.is_trial) && isValidDate(check.subscription?.end_date),
    trialOver: ({ context }) => context.countdown?.expired === true,
  },
  delays: {
    // Wake when the displayed value can change (a day, an hour, a minute, a second).
    nextTick: ({ context }) => nextTickIn(Date.now(), context.endDate ?? Date.now()),
  },
}).createMachine({
  id: 'subscription',
  context: { check: null, endDate: null, countdown: null },
  initial: 'checking',
  on: { 'subscription.refresh': '.checking' },
  states: {
    checking: {
      invoke: {
        src: 'check',
        onDone: [
          {
            guard: { type: 'noActiveSubscription', params: ({ event }) => event.output },
            target: 'expired',
            actions: assign({ check: ({ event }) => event.output, endDate: null, countdown: null }),
          },
          {
            guard: { type: 'isCountableTrial', params: ({ event }) => event.output },
            target: 'trial',
            actions: assign({
              check: ({ event }) => event.output,
              endDate: ({ event }) => event.output.subscription?.end_date ?? null,
            }),
          },
          {
            // Spec §5: the countdown fails on an invalid date; no banner then, the server decides.
            guard: { type: 'isTrial', params: ({ event }) => event.output },
            target: 'unknown',
            actions: [
              assign({ check: ({ event }) => event.output }),
              { type: 'logFailure', params: { reason: 'the trial end date is not a valid date' } },
            ],
          },
          {
            target: 'active',
            actions: assign({ check: ({ event }) => event.output, endDate: null, countdown: null }),
          },
        ],
        onError: {
          target: 'unknown',
          actions: { type: 'logFailure', params: ({ event }) => ({ reason: String(event.error) }) },
        },
      },
    },
    active: { tags: ['access'] },
    trial: {
      initial: 'counting',
      states: {
        counting: {
          tags: ['access', 'banner'],
          entry: assign({ countdown: ({ context }) => countdown(Date.now(), context.endDate!) }),
          always: { guard: 'trialOver', target: 'ended' },
          after: { nextTick: { target: 'counting', reenter: true } },
        },
        // The end date has passed: the banner says Expired; access is gone.
        ended: { tags: ['banner'] },
      },
    },
    expired: { tags: ['banner'] },
    // The check failed or its dates could not be counted: no banner, and the server decides.
    unknown: { tags: ['access'] },
  },
})
