import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Link, useLocation, useSearch } from 'wouter'
import { fieldErrors, toastApiError } from '~/api/notify'
import { publicConfigQuery, type PublicConfig } from '~/api/public-config'
import { paths } from '~/lib/paths'
import {
  CatalogGate,
  findSubject,
  SubjectFields,
  useTimerSummary,
  type Catalog,
  type TimerTypeId,
} from '~/features/catalog'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { Checkbox } from '~/ui/checkbox'
import { Icon } from '~/ui/icon'
import { NumberInput } from '~/ui/number-input'
import { PageHeader } from '~/ui/page-header'
import { RadioCard } from '~/ui/radio-card'
import { Select } from '~/ui/select'
import { Switch } from '~/ui/switch'
import { createPracticeMutation, isEvaluationRequired } from '../api/create-practice'
import {
  ALL_DOMAINS,
  COUNT_FALLBACK,
  criteriaProblems,
  evaluationSearch,
  initialCriteria,
  MIXED,
  practiceRequest,
  selectionErrors,
  validCount,
  withChoice,
  withDomain,
  withSkill,
  type Criteria,
  type FieldErrors,
} from '../criteria'

const form = css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: '3xl' })
const groupLabel = css({ fontWeight: 'semibold', color: 'fg.default' })
const errorText = css({ color: 'red.11', textStyle: 'sm' })
const refusalBox = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderRadius: 'l3',
  // Step-12 text on step 3: AA contrast.
  bg: 'amber.3',
  color: 'amber.12',
  borderColor: 'amber.7',
})

/**
 * `/practice`: system, subject, domain, skills, difficulty, timer and number of questions of a new
 * practice. A subject without a finished evaluation is refused (`409`): the page says so and
 * offers the evaluation, with the system and subject preselected.
 */
export default function PracticePage({ title }: PageProps) {
  const { t } = useLingui()
  const { data: config } = useQuery(publicConfigQuery)
  return (
    <div>
      <PageHeader
        title={title}
        description={t`Choose what to work on. Each answer is checked at once, with its explanation.`}
      />
      <CatalogGate>{(catalog) => <PracticeForm catalog={catalog} config={config} />}</CatalogGate>
    </div>
  )
}

function PracticeForm({ catalog, config }: { catalog: Catalog; config: PublicConfig | undefined }) {
  const { t } = useLingui()
  const bounds = config?.practice ?? COUNT_FALLBACK
  const { min_questions: min, max_questions: max } = bounds
  const [, navigate] = useLocation()
  const search = new URLSearchParams(useSearch())
  const timerSummary = useTimerSummary()
  const ids = { domainError: useId(), skills: useId(), skillsError: useId(), timerError: useId() }
  const [criteria, setCriteria] = useState(() => initialCriteria(catalog, search, bounds))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [refusal, setRefusal] = useState<{ subject: string; message: string } | null>(null)
  const create = useMutation({
    ...createPracticeMutation(),
    onMutate: () => {
      setErrors({})
      setRefusal(null)
    },
    onSuccess: (quiz) => navigate(paths.practiceQuiz.getHref(quiz.id)),
    onError: (error, request) => {
      if (isEvaluationRequired(error)) return setRefusal({ subject: request.subject, message: error.message })
      toastApiError(error)
      setErrors(fieldErrors(error))
    },
  })

  const subject = criteria && findSubject(catalog, criteria.choice.system, criteria.choice.subject)
  const domain = subject?.domains.find((entry) => entry.id === criteria?.domain)
  const domains = useMemo(
    () =>
      Select.createListCollection({
        items: [
          { value: ALL_DOMAINS, label: t`All domains` },
          ...(subject?.domains.map((entry) => ({ value: entry.id, label: entry.name })) ?? []),
        ],
      }),
    [subject, t],
  )

  if (!criteria || !subject)
    return (
      <p className={css({ color: 'fg.muted' })}>
        <Trans>No subject is open for practice yet.</Trans>
      </p>
    )

  const update = (changes: Partial<Criteria>) => setCriteria({ ...criteria, ...changes })
  const chosen = criteria.skills.length
  const total = domain?.skills.length ?? 0
  const count = validCount(criteria, bounds)
  const { skills: skillsError, domain: domainError } = selectionErrors(errors, domain)
  const evaluateHref = `${paths.evaluate.getHref()}?${evaluationSearch(criteria)}`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems = criteriaProblems(criteria, domain, bounds)
    const messages: FieldErrors = {}
    if (problems.skills) messages.skills = [t`Choose at least one skill.`]
    if (problems.question_count) messages.question_count = [t`Choose from ${min} to ${max} questions.`]
    setErrors(messages)
    if (Object.keys(messages).length > 0 || count === null) return
    create.mutate(practiceRequest(criteria, domain, count))
  }

  return (
    <form onSubmit={submit} className={form} noValidate>
      <SubjectFields
        catalog={catalog}
        value={criteria.choice}
        onChange={(choice) => setCriteria(withChoice(criteria, choice))}
        errors={{ system: errors.system?.[0], subject: errors.subject?.[0] }}
      />

      <div className={css({ maxWidth: 'md' })}>
        <Select.Root
          collection={domains}
          value={[criteria.domain]}
          onValueChange={(details) => setCriteria(withDomain(criteria, subject, details.value[0]))}
          name="domain"
          invalid={Boolean(domainError)}
        >
          <Select.Label className={css({ fontWeight: 'semibold', textStyle: 'md' })}>
            <Trans>Domain</Trans>
          </Select.Label>
          <Select.Control>
            <Select.Trigger aria-describedby={domainError ? ids.domainError : undefined}>
              <Select.ValueText />
              <Select.Indicator />
            </Select.Trigger>
          </Select.Control>
          <Select.Positioner>
            <Select.Content>
              {domains.items.map((item) => (
                <Select.Item key={item.value} item={item}>
                  <Select.ItemText>{item.label}</Select.ItemText>
                  <Select.ItemIndicator />
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Positioner>
          <Select.HiddenSelect />
          {domainError && (
            <p id={ids.domainError} className={errorText}>
              {domainError}
            </p>
          )}
        </Select.Root>
      </div>

      {domain && (
        <fieldset
          aria-describedby={skillsError ? ids.skillsError : undefined}
          className={css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' })}
        >
          <legend className={css({ mb: '3' })}>
            <span className={groupLabel} id={ids.skills}>
              <Trans>Skills</Trans>
            </span>{' '}
            <span className={css({ color: 'fg.muted', textStyle: 'sm' })}>
              <Trans>
                Chosen: {chosen} of {total}
              </Trans>
            </span>
          </legend>
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button
              type="button"
              variant="outline"
              size="xs"
              aria-describedby={ids.skills}
              onClick={() => update({ skills: domain.skills.map((skill) => skill.id) })}
            >
              <Trans>Select all</Trans>
            </Button>
            <Button
              type="button"
              variant="outline"
              size="xs"
              aria-describedby={ids.skills}
              onClick={() => update({ skills: [] })}
            >
              <Trans>Clear</Trans>
            </Button>
          </div>
          <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
            {domain.skills.map((skill) => (
              <Checkbox
                key={skill.id}
                name="skills"
                checked={criteria.skills.includes(skill.id)}
                onCheckedChange={(checked) => setCriteria(withSkill(criteria, skill.id, checked))}
              >
                {skill.name}
              </Checkbox>
            ))}
          </div>
          {skillsError && (
            <p id={ids.skillsError} className={errorText}>
              {skillsError}
            </p>
          )}
        </fieldset>
      )}

      <RadioCard.Root
        value={criteria.difficulty}
        onValueChange={(details) => update({ difficulty: details.value as Criteria['difficulty'] })}
        name="difficulty"
      >
        <RadioCard.Label>
          <Trans>Difficulty</Trans>
        </RadioCard.Label>
        <RadioCard.Item value={MIXED}>
          <RadioCard.ItemControl />
          <RadioCard.ItemContent>
            <RadioCard.ItemText>
              <Trans>Mixed</Trans>
            </RadioCard.ItemText>
            <RadioCard.ItemDescription>
              <Trans>Questions of every level</Trans>
            </RadioCard.ItemDescription>
          </RadioCard.ItemContent>
          <RadioCard.ItemHiddenInput />
        </RadioCard.Item>
        {catalog.difficulties.map((difficulty) => (
          <RadioCard.Item key={difficulty.id} value={difficulty.id}>
            <RadioCard.ItemControl />
            <RadioCard.ItemContent>
              <RadioCard.ItemText>{difficulty.name}</RadioCard.ItemText>
              <RadioCard.ItemDescription>
                <PointsPerAnswer points={difficulty.points} />
              </RadioCard.ItemDescription>
            </RadioCard.ItemContent>
            <RadioCard.ItemHiddenInput />
          </RadioCard.Item>
        ))}
      </RadioCard.Root>

      <NumberInput
        label={t`Number of questions`}
        name="question_count"
        value={criteria.count}
        onValueChange={(value) => update({ count: value })}
        min={min}
        max={max}
        decrementLabel={t`Fewer questions`}
        incrementLabel={t`More questions`}
        helperText={t`From ${min} to ${max}. If fewer questions match your choices, the practice has fewer.`}
        invalid={Boolean(errors.question_count)}
        errorText={errors.question_count?.[0]}
      />

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <Switch
          name="timer"
          checked={criteria.timer}
          onCheckedChange={(timer) => update({ timer })}
          description={t`When the time is up, the practice ends with the answers you gave.`}
        >
          <Trans>Timer</Trans>
        </Switch>
        {criteria.timer && (
          <RadioCard.Root
            value={criteria.timerType}
            onValueChange={(details) => update({ timerType: details.value as TimerTypeId })}
            name="timer_type"
            invalid={Boolean(errors.timer_type)}
            aria-describedby={errors.timer_type ? ids.timerError : undefined}
          >
            <RadioCard.Label>
              <Trans>Timer type</Trans>
            </RadioCard.Label>
            {catalog.timer_types.map((timer) => (
              <RadioCard.Item key={timer.id} value={timer.id}>
                <RadioCard.ItemControl />
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{timer.name}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>
                    {timerSummary(
                      config?.timers[timer.id] ?? timer.seconds_per_question,
                      count ?? bounds.default_questions,
                    )}
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemHiddenInput />
              </RadioCard.Item>
            ))}
            {errors.timer_type && <RadioCard.ErrorText id={ids.timerError}>{errors.timer_type[0]}</RadioCard.ErrorText>}
          </RadioCard.Root>
        )}
      </div>

      <div>
        <Button type="submit" size="lg" loading={create.isPending || create.isSuccess}>
          <Trans>Start practice</Trans>
        </Button>
      </div>

      {refusal?.subject === criteria.choice.subject && (
        <div role="alert" className={refusalBox}>
          <Icon name="lock" />
          <p className={css({ flex: '1', minWidth: '12rem', fontWeight: 'medium' })}>
            {refusal.message || t`You need to have an evaluation first on this subject`}
          </p>
          <Button asChild>
            <Link href={evaluateHref}>
              <Trans>Start an evaluation</Trans>
            </Link>
          </Button>
        </div>
      )}
    </form>
  )
}

function PointsPerAnswer({ points }: { points: number }) {
  return <Plural value={points} one="# point a correct answer" other="# points a correct answer" />
}
