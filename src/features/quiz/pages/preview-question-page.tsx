import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Link, useLocation, useSearchParams } from 'wouter'
import { isApiError } from '~/api/api-error'
import type { components } from '@common/api/schema.gen'
import { hasToken } from '~/api/token'
import { paths } from '~/lib/paths'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import { previewQuestionQuery, type PreviewRequest } from '../api/preview'
import { QuestionView } from '../components/question-view'
import { subjectNames } from '../subject-names'
import { isAcceptedForm, responseProblem } from '@common/answers/student-response'

type PreviewQuestion = components['schemas']['PreviewQuestion']
type System = components['schemas']['System']
type Subject = components['schemas']['Subject']

/** The page's own search parameters, kept as given (the server answers an invalid one with 400). */
function readRequest(params: URLSearchParams): PreviewRequest {
  const request: PreviewRequest = {}
  const questionId = params.get('question_id')?.trim()
  if (questionId) request.question_id = questionId
  const system = params.get('system')
  if (system) request.system = system as System
  const subject = params.get('subject')
  if (subject) request.subject = subject as Subject
  return request
}

const hrefFor = (request: PreviewRequest) => {
  const search = new URLSearchParams(Object.entries(request).filter(([, value]) => value !== undefined))
  const base = paths.previewQuestion.getHref()
  return search.size > 0 ? `${base}?${search}` : base
}

const difficultyNames: Record<PreviewQuestion['difficulty'], MessageDescriptor> = {
  easy: msg`Easy`,
  medium: msg`Medium`,
  hard: msg`Hard`,
}

// A line of about 70 characters for a Math item; a passage and its question still side by side.
const page = css({ display: 'flex', flexDirection: 'column', gap: '6', width: 'full', maxWidth: '5xl', mx: 'auto' })
const facts = css({ display: 'flex', flexWrap: 'wrap', gap: '2', m: '0', p: '0', listStyle: 'none' })
const fact = css({
  px: '2.5',
  py: '0.5',
  borderRadius: 'l2',
  bg: 'gray.3',
  color: 'gray.12',
  textStyle: 'sm',
  fontWeight: 'medium',
})
const form = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })
const hint = css({ color: 'red.11', textStyle: 'sm', fontWeight: 'medium' })
const callout = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  p: '4',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.default',
})
const message = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })
const messageTitle = css({ textStyle: 'lg', fontWeight: 'semibold' })
const skeleton = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const bars = [
  css({ height: '4', borderRadius: 'l2', bg: 'bg.muted', width: '11/12' }),
  css({ height: '4', borderRadius: 'l2', bg: 'bg.muted', width: '3/4' }),
  css({ height: '4', borderRadius: 'l2', bg: 'bg.muted', width: '3/5' }),
]

function isAnswered(question: PreviewQuestion, answer: string | null): boolean {
  if (answer === null || answer === '') return false
  return question.format === 'student_produced' ? responseProblem(answer) === null : true
}

function isCorrect(question: PreviewQuestion, answer: string): boolean {
  return question.format === 'student_produced'
    ? isAcceptedForm(answer, question.key.accepted_answers)
    : answer === question.key.correct_choice_id
}

/** The sample, an answer, and its check against the key that came with it (nothing is sent). */
function SampleQuestion({ question, anotherHref }: { question: PreviewQuestion; anotherHref: string }) {
  const { t, i18n } = useLingui()
  const [answer, setAnswer] = useState<string | null>(null)
  const [checked, setChecked] = useState(false)
  const [unanswered, setUnanswered] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const tryAgainRef = useRef<HTMLButtonElement>(null)
  const feedback = checked && answer !== null ? { ...question.key, is_correct: isCorrect(question, answer) } : null

  // The button that was pressed is gone once the answer is checked: keep the keyboard user's place.
  useEffect(() => {
    if (checked) tryAgainRef.current?.focus()
  }, [checked])

  const check = (event: FormEvent) => {
    event.preventDefault()
    if (checked) return
    if (!isAnswered(question, answer)) {
      setUnanswered(true)
      return
    }
    setChecked(true)
  }

  const tryAgain = () => {
    setChecked(false)
    setAnswer(null)
    // Back to the first choice (or the answer field) to try again.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus())
  }

  return (
    <>
      <ul className={facts} aria-label={t`About this question`}>
        <li className={fact}>
          <bdi dir="ltr">{question.system}</bdi>
        </li>
        <li className={fact}>{i18n._(subjectNames[question.subject])}</li>
        <li className={fact}>{question.domain.name}</li>
        <li className={fact}>{question.skill.name}</li>
        <li className={fact}>{i18n._(difficultyNames[question.difficulty])}</li>
      </ul>
      <form ref={formRef} className={form} onSubmit={check} noValidate>
        <QuestionView
          question={question}
          value={answer}
          onChange={(value) => {
            setAnswer(value)
            setUnanswered(false)
          }}
          feedback={feedback}
        />
        {unanswered && (
          <p role="alert" className={hint}>
            {question.format === 'student_produced'
              ? t`Type an answer that follows the rules above, then check it.`
              : t`Choose an answer, then check it.`}
          </p>
        )}
        <div className={actions}>
          {checked ? (
            <>
              <Button ref={tryAgainRef} type="button" variant="outline" onClick={tryAgain}>
                <Trans>Try again</Trans>
              </Button>
              <Button asChild variant="ghost">
                <Link href={anotherHref}>
                  <Trans>Another question</Trans>
                </Link>
              </Button>
            </>
          ) : (
            <Button type="submit">
              <Trans>Check answer</Trans>
            </Button>
          )}
        </div>
      </form>
    </>
  )
}

/** What to do when there is no question to show: a way to another sample, or a retry. */
function LoadFailure({ error, request, onRetry }: { error: unknown; request: PreviewRequest; onRetry: () => void }) {
  const status = isApiError(error) ? error.status : undefined
  const filtered = request.system !== undefined || request.subject !== undefined
  const anySample = (
    <Button asChild variant="outline">
      <Link href={paths.previewQuestion.getHref()}>
        <Trans>Show a sample question</Trans>
      </Link>
    </Button>
  )
  if (status === 404 && request.question_id) {
    return (
      <div role="alert" className={message}>
        <p className={messageTitle}>
          <Trans>This sample question was not found.</Trans>
        </p>
        <p>
          <Trans>It may have been removed, or the link may be incomplete.</Trans>
        </p>
        {anySample}
      </div>
    )
  }
  if (status === 404) {
    return (
      <div role="status" className={message}>
        <p className={messageTitle}>
          {filtered ? (
            <Trans>There is no sample question for this choice yet.</Trans>
          ) : (
            <Trans>There are no sample questions yet.</Trans>
          )}
        </p>
        {filtered && anySample}
      </div>
    )
  }
  if (status === 400) {
    return (
      <div role="alert" className={message}>
        <p className={messageTitle}>
          <Trans>This link to a sample question is not valid.</Trans>
        </p>
        {anySample}
      </div>
    )
  }
  return (
    <div role="alert" className={message}>
      <p className={messageTitle}>
        <Trans>The question could not be loaded.</Trans>
      </p>
      <p>
        <Trans>Check your connection and try again.</Trans>
      </p>
      <Button type="button" variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}

/**
 * `/preview-question`: a public sample question anyone can try without an account. Its query
 * parameters (`question_id`, `system`, `subject`) go to `GET /questions/preview`; without
 * `question_id` the server picks a random public sample, whose id then goes into the address
 * (replacing it), so a reload, a language switch or a shared link shows the same question.
 * The answer is checked here against the key the preview comes with.
 */
export default function PreviewQuestionPage({ title }: PageProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [params] = useSearchParams()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const request = readRequest(params)
  const { question_id: questionId, system, subject } = request
  const query = useQuery(previewQuestionQuery(request, locale))
  // A random sample on its way: not the previous question (the placeholder) meanwhile.
  const question = query.isPlaceholderData && !questionId ? undefined : query.data

  useEffect(() => {
    if (questionId || !question) return
    const pinned = { question_id: question.id, system, subject }
    queryClient.setQueryData(previewQuestionQuery(pinned, locale).queryKey, question)
    navigate(hrefFor(pinned), { replace: true })
  }, [questionId, question, system, subject, locale, queryClient, navigate])

  const anotherHref = hrefFor({ system, subject })

  return (
    <div className={page}>
      <PageHeader
        title={title}
        description={t`Try a question from the bank, then check your answer. No account needed.`}
      />
      {question ? (
        <SampleQuestion key={question.id} question={question} anotherHref={anotherHref} />
      ) : query.isError ? (
        <LoadFailure error={query.error} request={request} onRetry={() => void query.refetch()} />
      ) : (
        <div role="status" aria-label={t`Loading the question`} className={skeleton}>
          {bars.map((bar) => (
            <div key={bar} className={bar} />
          ))}
        </div>
      )}
      <aside className={callout} aria-label={t`Practice with the academy`}>
        {hasToken() ? (
          <>
            <p>
              <Trans>Practise by skill and difficulty, with your progress saved.</Trans>
            </p>
            <Button asChild>
              <Link href={paths.practice.getHref()}>
                <Trans>Go to practice</Trans>
              </Link>
            </Button>
          </>
        ) : (
          <>
            <p>
              <Trans>Want the full question bank, timed tests and reports? Create a free account.</Trans>
            </p>
            <Button asChild>
              <Link href={paths.signup.getHref()}>
                <Trans>Sign up</Trans>
              </Link>
            </Button>
          </>
        )}
      </aside>
    </div>
  )
}
