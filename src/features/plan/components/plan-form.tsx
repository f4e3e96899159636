import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useEffect, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { fromPromise } from 'xstate'
import { toastApiError } from '~/api/notify'
import { Button } from '~/ui/button'
import { NumberInput } from '~/ui/number-input'
import { TextField } from '~/ui/text-field'
import { toaster } from '~/ui/toast'
import { planQuery } from '../api/learning'
import { deletePlan, setPlan, storePlan } from '../api/plan'
import { planSetupMachine } from '../machines/plan-setup.machine'
import {
  browserTimeZone,
  calendarDay,
  SCORE_MAX,
  SCORE_MIN,
  SCORE_STEP,
  type PlanField,
  type PlanFieldProblem,
} from '../plan-draft'
import { PLAN_SECTION_ID } from '../plan-links'

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const row = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: '1fr 1fr' }, gap: '4' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })
const notice = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })

/** The machine with the app's server calls, cache and toasts. */
function usePlanSetup() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [machine] = useState(() =>
    planSetupMachine.provide({
      actors: {
        loadPlan: fromPromise(() => queryClient.fetchQuery(planQuery)),
        savePlan: fromPromise(({ input }) => setPlan(input)),
        removePlan: fromPromise(() => deletePlan()),
      },
      actions: {
        storePlan: (_, { response }) => storePlan(queryClient, response),
        toastSaved: () => toaster.success({ title: t`Your plan is saved.` }),
        toastRemoved: () => toaster.success({ title: t`Your plan is removed.` }),
        toastError: (_, { error }) => toastApiError(error),
      },
    }),
  )
  const [input] = useState(() => {
    const timeZone = browserTimeZone()
    return { timeZone, today: calendarDay(new Date(), timeZone) }
  })
  return useMachine(machine, { input })
}

/**
 * The plan to test day in settings (issue 19): the test day (today or later) and the target score
 * (400–1600 in steps of 10), saved with the browser's time zone, or removed. A refusal shows its
 * message under its field and keeps what was typed (`plan-setup.machine.ts`).
 */
export function PlanForm() {
  const { t } = useLingui()
  const [state, send] = usePlanSetup()
  const { draft, errors, hasPlan, today } = state.context
  const loaded = !state.matches('loading') && !state.matches('loadFailed')

  // `/settings#plan` (home's plan card) lands here once the form is drawn.
  useEffect(() => {
    if (loaded && location.hash === `#${PLAN_SECTION_ID}`)
      document.getElementById(PLAN_SECTION_ID)?.scrollIntoView?.({ block: 'start' })
  }, [loaded])

  const problemText = (field: PlanField, problem: PlanFieldProblem | undefined) => {
    if (!problem) return undefined
    if ('message' in problem) return problem.message
    if (field === 'target_date')
      return problem.code === 'past' ? t`The test day cannot be in the past.` : t`Choose your test day.`
    return problem.code === 'missing'
      ? t`Enter the score you are aiming for.`
      : t`Choose a score from 400 to 1600, in steps of 10.`
  }
  const dateError = problemText('target_date', errors.target_date)
  const scoreError = problemText('target_score', errors.target_score)

  if (state.matches('loading'))
    return (
      <p role="status" className={css({ color: 'fg.muted' })}>
        <Trans>Loading…</Trans>
      </p>
    )
  if (state.matches('loadFailed'))
    return (
      <div role="alert" className={notice}>
        <p>
          <Trans>Your plan could not be loaded.</Trans>
        </p>
        <Button type="button" variant="outline" onClick={() => send({ type: 'plan.reload' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )

  const saving = state.matches('saving')
  const removing = state.matches('removing')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'plan.save' })
  }

  return (
    <form className={form} onSubmit={submit} noValidate>
      <div className={row}>
        <TextField
          label={t`Test day`}
          type="date"
          name="target_date"
          min={today}
          value={draft.targetDate}
          onChange={(event) => send({ type: 'date.change', value: event.currentTarget.value })}
          required
          invalid={dateError !== undefined}
          errorText={dateError}
        />
        <NumberInput
          label={t`Target score`}
          name="target_score"
          value={draft.targetScore}
          onValueChange={(value) => send({ type: 'score.change', value })}
          min={SCORE_MIN}
          max={SCORE_MAX}
          step={SCORE_STEP}
          decrementLabel={t`Lower target`}
          incrementLabel={t`Higher target`}
          helperText={t`From 400 to 1600, in steps of 10.`}
          required
          invalid={scoreError !== undefined}
          errorText={scoreError}
        />
      </div>
      <div className={actions}>
        {hasPlan ? (
          <Button
            type="button"
            variant="outline"
            loading={removing}
            disabled={saving}
            onClick={() => send({ type: 'plan.remove' })}
          >
            <Trans>Remove the plan</Trans>
          </Button>
        ) : null}
        <Button type="submit" loading={saving} disabled={removing}>
          <Trans>Save the plan</Trans>
        </Button>
      </div>
    </form>
  )
}
