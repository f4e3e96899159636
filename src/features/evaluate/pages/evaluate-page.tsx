import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { useLocation, useSearch } from 'wouter'
import { fieldErrors } from '~/api/notify'
import { publicConfigQuery, type PublicConfig } from '~/api/public-config'
import { paths } from '~/lib/paths'
import {
  CatalogGate,
  findSubject,
  pickSubject,
  SubjectFields,
  useTimerSummary,
  type Catalog,
  type CatalogSubject,
  type SubjectChoice,
  type TimerTypeId,
} from '~/features/catalog'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import { RadioCard } from '~/ui/radio-card'
import { createEvaluationMutation } from '../api/create-evaluation'

/** The gentler timer, unless the catalog lacks it. */
const DEFAULT_TIMER: TimerTypeId = 'loose'

const form = css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: '3xl' })

/**
 * `/evaluate`: the system, the subject and the timer type of a new evaluation. `?system=` and
 * `?subject=` preselect them (the practice page's "Start an evaluation" sends them).
 */
export default function EvaluatePage({ title }: PageProps) {
  const { t } = useLingui()
  const { data: config } = useQuery(publicConfigQuery)
  return (
    <div>
      <PageHeader
        title={title}
        description={t`A timed test of one subject across all its domains. Its result tells you what to practise.`}
      />
      <CatalogGate>{(catalog) => <EvaluationForm catalog={catalog} config={config} />}</CatalogGate>
    </div>
  )
}

function EvaluationForm({ catalog, config }: { catalog: Catalog; config: PublicConfig | undefined }) {
  const [, navigate] = useLocation()
  const search = new URLSearchParams(useSearch())
  const timerSummary = useTimerSummary()
  const [choice, setChoice] = useState<SubjectChoice | null>(() =>
    pickSubject(catalog, { system: search.get('system'), subject: search.get('subject') }),
  )
  const [timerType, setTimerType] = useState<TimerTypeId | undefined>(
    () => catalog.timer_types.find((timer) => timer.id === DEFAULT_TIMER)?.id ?? catalog.timer_types[0]?.id,
  )
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const timerErrorId = useId()
  const create = useMutation({
    ...createEvaluationMutation(),
    onMutate: () => setErrors({}),
    onSuccess: (quiz) => navigate(paths.evaluateQuiz.getHref(quiz.id)),
    onError: (error) => setErrors(fieldErrors(error)),
  })

  // `/config` has the server's numbers; the catalog carries the same ones, for when it failed.
  const questionsOf = (subject: CatalogSubject) =>
    config?.evaluation_questions[subject.id] ?? subject.evaluation_questions
  const subject = choice && findSubject(catalog, choice.system, choice.subject)
  const questions = subject ? questionsOf(subject) : 0

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!choice || !timerType) return
    create.mutate({ system: choice.system, subject: choice.subject, timer_type: timerType })
  }

  if (!choice)
    return (
      <p className={css({ color: 'fg.muted' })}>
        <Trans>No subject is open for evaluation yet.</Trans>
      </p>
    )

  return (
    <form onSubmit={submit} className={form} noValidate>
      <SubjectFields
        catalog={catalog}
        value={choice}
        onChange={setChoice}
        errors={{ system: errors.system?.[0], subject: errors.subject?.[0] }}
        describeSubject={(entry) => <QuestionCount questions={questionsOf(entry)} />}
      />
      <RadioCard.Root
        value={timerType ?? null}
        onValueChange={(details) => setTimerType(details.value as TimerTypeId)}
        name="timer_type"
        invalid={Boolean(errors.timer_type)}
        aria-describedby={errors.timer_type ? timerErrorId : undefined}
      >
        <RadioCard.Label>
          <Trans>Timer</Trans>
        </RadioCard.Label>
        {catalog.timer_types.map((timer) => (
          <RadioCard.Item key={timer.id} value={timer.id}>
            <RadioCard.ItemControl />
            <RadioCard.ItemContent>
              <RadioCard.ItemText>{timer.name}</RadioCard.ItemText>
              <RadioCard.ItemDescription>
                {timerSummary(config?.timers[timer.id] ?? timer.seconds_per_question, questions)}
              </RadioCard.ItemDescription>
            </RadioCard.ItemContent>
            <RadioCard.ItemHiddenInput />
          </RadioCard.Item>
        ))}
        {errors.timer_type && <RadioCard.ErrorText id={timerErrorId}>{errors.timer_type[0]}</RadioCard.ErrorText>}
      </RadioCard.Root>
      <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>
        <Trans>The clock starts as soon as you start, and keeps running if you leave the page.</Trans>
      </p>
      <div>
        <Button type="submit" size="lg" loading={create.isPending || create.isSuccess} disabled={!timerType}>
          <Trans>Start evaluation</Trans>
        </Button>
      </div>
    </form>
  )
}

function QuestionCount({ questions }: { questions: number }) {
  return <Plural value={questions} one="# question" other="# questions" />
}
