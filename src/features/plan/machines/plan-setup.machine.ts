import { assign, fromPromise, setup } from 'xstate'
import { fieldErrors } from '~/api/notify'
import type { PlanResponse, SetPlanRequest } from '../api/learning'
import { planDraftProblems, type PlanDraft, type PlanField, type PlanFieldErrors } from '../plan-draft'

export interface PlanSetupContext {
  /** What the learner typed: kept through every refusal and failure. */
  draft: PlanDraft
  /** Per field: a problem found before sending (a code) or the server's 422 message. */
  errors: PlanFieldErrors
  /** Whether the server holds a plan (Remove is offered only then). */
  hasPlan: boolean
  /** The learner's IANA time zone, sent with the plan. */
  timeZone: string
  /** Today on the learner's calendar (`YYYY-MM-DD`): the earliest test day. */
  today: string
}

export interface PlanSetupInput {
  timeZone: string
  today: string
}

export type PlanSetupEvent =
  | { type: 'date.change'; value: string }
  | { type: 'score.change'; value: string }
  | { type: 'plan.save' }
  | { type: 'plan.remove' }
  | { type: 'plan.reload' }

const emptyDraft: PlanDraft = { targetDate: '', targetScore: '' }

/** The draft of a plan the server holds (its score as typed text, as the number input keeps it). */
const draftOf = (response: PlanResponse): PlanDraft =>
  response.plan
    ? { targetDate: response.plan.target_date, targetScore: String(response.plan.target_score) }
    : emptyDraft

const withoutField = (errors: PlanFieldErrors, field: PlanField): PlanFieldErrors => {
  const rest = { ...errors }
  delete rest[field]
  return rest
}

const planSetup = setup({
  types: {
    context: {} as PlanSetupContext,
    events: {} as PlanSetupEvent,
    input: {} as PlanSetupInput,
  },
  actors: {
    loadPlan: fromPromise<PlanResponse>(async () => {
      throw new Error('provide the loadPlan actor')
    }),
    savePlan: fromPromise<PlanResponse, SetPlanRequest>(async () => {
      throw new Error('provide the savePlan actor')
    }),
    removePlan: fromPromise<void>(async () => {
      throw new Error('provide the removePlan actor')
    }),
  },
  actions: {
    /** The server's answer becomes the cached plan (home reads it). */
    storePlan: (_, _params: { response: PlanResponse }) => {},
    toastSaved: () => {},
    toastRemoved: () => {},
    /** Spec §8: the server's message as a red toast (the app's `toastApiError`). */
    toastError: (_, _params: { error: unknown }) => {},
    setDate: assign(({ context }, params: { value: string }) => ({
      draft: { ...context.draft, targetDate: params.value },
      errors: withoutField(context.errors, 'target_date'),
    })),
    setScore: assign(({ context }, params: { value: string }) => ({
      draft: { ...context.draft, targetScore: params.value },
      errors: withoutField(context.errors, 'target_score'),
    })),
    checkDraft: assign(({ context }) => ({ errors: planDraftProblems(context.draft, context.today) })),
    rejectFields: assign((_, params: { error: unknown }) => {
      const messages = fieldErrors(params.error)
      const errors: PlanFieldErrors = {}
      for (const field of ['target_date', 'target_score'] as const)
        if (messages[field]?.[0]) errors[field] = { message: messages[field][0] }
      return { errors }
    }),
  },
  guards: {
    hasPlan: ({ context }) => context.hasPlan,
    isDraftValid: ({ context }) => Object.keys(planDraftProblems(context.draft, context.today)).length === 0,
    /** A 422 that names the plan's fields (anything else is a failure to retry). */
    isFieldRejection: (_, params: { error: unknown }) => {
      const messages = fieldErrors(params.error)
      return Boolean(messages.target_date?.length || messages.target_score?.length)
    },
  },
})

/**
 * The plan to test day in settings (issue 19): load the plan, edit the date and score, save
 * (`saved`, or `invalid` with one message per field, from the client's own check or the server's
 * 422, or `failed`), remove. Every path back to `editing` keeps what was typed. The server calls
 * are actors and the toasts and the cache update are actions the app provides, so the machine
 * is tested alone.
 */
export const planSetupMachine = planSetup.createMachine({
  id: 'planSetup',
  context: ({ input }) => ({
    draft: emptyDraft,
    errors: {},
    hasPlan: false,
    timeZone: input.timeZone,
    today: input.today,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPlan',
        onDone: {
          target: 'form',
          actions: assign(({ event }) => ({ draft: draftOf(event.output), hasPlan: event.output.plan !== null })),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'plan.reload': 'loading' },
    },
    // The form, with what was typed: a change goes back to editing, Save checks the draft first,
    // Remove is taken only when the server holds a plan.
    form: {
      initial: 'editing',
      on: {
        'date.change': {
          target: '.editing',
          actions: { type: 'setDate', params: ({ event }) => ({ value: event.value }) },
        },
        'score.change': {
          target: '.editing',
          actions: { type: 'setScore', params: ({ event }) => ({ value: event.value }) },
        },
        'plan.save': [
          { guard: 'isDraftValid', target: 'saving', actions: assign({ errors: {} }) },
          { target: '.invalid', actions: 'checkDraft' },
        ],
        'plan.remove': { guard: 'hasPlan', target: 'removing' },
      },
      states: {
        editing: {},
        saved: {},
        invalid: {},
        failed: {},
      },
    },
    saving: {
      invoke: {
        src: 'savePlan',
        input: ({ context }) => ({
          target_date: context.draft.targetDate,
          target_score: Number(context.draft.targetScore),
          time_zone: context.timeZone,
        }),
        onDone: {
          target: 'form.saved',
          actions: [
            assign({ hasPlan: true, errors: {} }),
            { type: 'storePlan', params: ({ event }) => ({ response: event.output }) },
            'toastSaved',
          ],
        },
        onError: [
          {
            guard: { type: 'isFieldRejection', params: ({ event }) => ({ error: event.error }) },
            target: 'form.invalid',
            actions: { type: 'rejectFields', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'form.failed', actions: { type: 'toastError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    removing: {
      invoke: {
        src: 'removePlan',
        onDone: {
          target: 'form',
          actions: [
            assign({ hasPlan: false, draft: emptyDraft, errors: {} }),
            { type: 'storePlan', params: { response: { plan: null } } },
            'toastRemoved',
          ],
        },
        onError: { target: 'form', actions: { type: 'toastError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
})
