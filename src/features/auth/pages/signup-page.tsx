import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Link, useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import { usePublicConfig } from '~/api/public-config'
import { toastApiError, type FieldErrors } from '~/api/notify'
import { SessionContext } from '~/features/session'
import { paths } from '~/lib/paths'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { Checkbox } from '~/ui/checkbox'
import { PageHeader } from '~/ui/page-header'
import { TextField } from '~/ui/text-field'
import { toaster } from '~/ui/toast'
import { activate, register, resendActivationCode } from '../api/sign-up'
import { CodeField } from '../code-field'
import { signUpMachine, type Registration } from '../machines/sign-up.machine'

// Links in the text (the terms box's label, "Log in"): the page's one link style.
const textLink = css({ color: 'green.11', textDecoration: 'underline' })
// The phone field brings libphonenumber's metadata: it loads with this form, not with the app.
const PhoneInput = lazy(() => import('~/ui/phone-input').then((module) => ({ default: module.PhoneInput })))
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between' })

/** The app's sign-up machine: the contract's calls and the toasts (spec §5, §8). */
const appSignUpMachine = signUpMachine.provide({
  actors: {
    register: fromPromise(({ input }) => register(input)),
    activate: fromPromise(({ input }) => activate(input)),
    resendCode: fromPromise(({ input }) => resendActivationCode(input)),
  },
  actions: {
    toastSuccess: (_, { message }) => void toaster.success({ title: message }),
    toastError: (_, { error }) => toastApiError(error),
    toastTermsRequired: () =>
      void toaster.error({ title: i18n._(msg`Please accept our Terms of Use and Privacy Policy`) }),
  },
})

const emptyRegistration: Registration = {
  first_name: '',
  last_name: '',
  email: '',
  mobile: '',
  password: '',
  password_confirmation: '',
  accept_terms: false,
  channel: 'email',
}

/** `/signup`: registration, then activation by the code (also reached with `?email=` after a 202 login). */
export default function SignupPage({ title }: PageProps) {
  const prefilled = new URLSearchParams(useSearch()).get('email')
  const session = SessionContext.useActorRef()
  const [machine] = useState(() =>
    appSignUpMachine.provide({
      actions: { activated: (_, { user, message }) => session.send({ type: 'session.activated', user, message }) },
    }),
  )
  const [state, send] = useMachine(machine, { input: { email: prefilled } })
  // The form lives here, so going back from the code finds it as it was left.
  const [form, setForm] = useState(emptyRegistration)
  const activating = state.matches('activation') || state.matches('activated')

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        description={
          activating ? (
            <Trans>Enter the 6-digit code we sent you to activate your account.</Trans>
          ) : (
            <Trans>Create your account: your free trial starts when you activate it.</Trans>
          )
        }
      />
      {activating ? (
        <ActivationForm
          email={state.context.email ?? ''}
          errors={state.context.fieldErrors}
          busy={state.matches({ activation: { form: 'activating' } }) || state.matches('activated')}
          resendIn={state.context.resendIn}
          resending={state.matches({ activation: { resend: 'sending' } })}
          onActivate={(code) => send({ type: 'code.submit', code })}
          onResend={() => send({ type: 'code.resend' })}
          onBack={() => send({ type: 'back' })}
        />
      ) : (
        <RegistrationForm
          form={form}
          onFormChange={setForm}
          errors={state.context.fieldErrors}
          termsMissing={state.context.termsMissing}
          busy={state.matches({ registration: 'registering' })}
          onSubmit={() => send({ type: 'register.submit', registration: { ...form, email: form.email.trim() } })}
        />
      )}
      <p>
        <Trans>
          Already have an account?{' '}
          <Link href="/" className={textLink}>
            Log in
          </Link>
        </Trans>
      </p>
    </div>
  )
}

interface RegistrationFormProps {
  form: Registration
  onFormChange: (update: (form: Registration) => Registration) => void
  errors: FieldErrors
  termsMissing: boolean
  busy: boolean
  onSubmit: () => void
}

function RegistrationForm({ form, onFormChange, errors, termsMissing, busy, onSubmit }: RegistrationFormProps) {
  const { t } = useLingui()
  // Spec §5: the phone field's default country comes from the visitor's network when the server has a lookup.
  const countryLookupUrl = usePublicConfig()?.country_lookup_url ?? undefined
  const field = (name: 'first_name' | 'last_name' | 'email' | 'password' | 'password_confirmation') => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      onFormChange((current) => ({ ...current, [name]: event.target.value })),
    invalid: Boolean(errors[name]),
    errorText: errors[name]?.[0],
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The machine checks the terms (spec §5) before anything is sent.
    onSubmit()
  }

  return (
    <form method="post" onSubmit={submit} className={stack}>
      <div className={row}>
        <TextField label={t`First name`} autoComplete="given-name" required {...field('first_name')} />
        <TextField label={t`Last name`} autoComplete="family-name" required {...field('last_name')} />
      </div>
      <TextField label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
      <Suspense fallback={<TextField label={t`Mobile number`} type="tel" disabled />}>
        <PhoneInput
          label={t`Mobile number`}
          countryLookupUrl={countryLookupUrl}
          defaultValue={form.mobile}
          required
          onChange={(value) => onFormChange((current) => ({ ...current, mobile: value.e164 ?? value.raw }))}
          invalid={Boolean(errors.mobile)}
          errorText={errors.mobile?.[0]}
        />
      </Suspense>
      <TextField label={t`Password`} type="password" autoComplete="new-password" required {...field('password')} />
      <TextField
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        required
        {...field('password_confirmation')}
      />
      <Checkbox
        name="accept_terms"
        checked={form.accept_terms}
        onCheckedChange={(checked) => onFormChange((current) => ({ ...current, accept_terms: checked }))}
        // Shown after a submit without the terms, until the box is ticked.
        invalid={(termsMissing && !form.accept_terms) || Boolean(errors.accept_terms)}
        errorText={t`Please accept our Terms of Use and Privacy Policy`}
      >
        {/* A new tab: what was typed here stays (issue 16). */}
        <Trans>
          I accept the{' '}
          <a href={paths.terms.getHref()} target="_blank" rel="noopener" className={textLink}>
            Terms of Use
          </a>{' '}
          and the{' '}
          <a href={paths.privacy.getHref()} target="_blank" rel="noopener" className={textLink}>
            Privacy Policy
          </a>
        </Trans>
      </Checkbox>
      <Button type="submit" loading={busy}>
        <Trans>Create account</Trans>
      </Button>
    </form>
  )
}

interface ActivationFormProps {
  email: string
  errors: FieldErrors
  busy: boolean
  resendIn: number
  resending: boolean
  onActivate: (code: string) => void
  onResend: () => void
  onBack: () => void
}

function ActivationForm({
  email,
  errors,
  busy,
  resendIn,
  resending,
  onActivate,
  onResend,
  onBack,
}: ActivationFormProps) {
  const { t } = useLingui()
  const [code, setCode] = useState('')
  const codeField = useRef<HTMLInputElement>(null)
  // Arriving from the registration form (its button is gone), the keyboard goes to the code.
  useEffect(() => {
    if (document.activeElement === document.body) codeField.current?.focus()
  }, [])

  const activate = (event: FormEvent) => {
    event.preventDefault()
    onActivate(code)
  }

  return (
    <form method="post" onSubmit={activate} className={stack}>
      <TextField label={t`Email`} type="email" value={email} readOnly />
      <CodeField
        inputRef={codeField}
        value={code}
        onValueChange={setCode}
        invalid={Boolean(errors.code)}
        errorText={errors.code?.[0]}
      />
      <Button type="submit" loading={busy}>
        <Trans>Activate account</Trans>
      </Button>
      <div className={actions}>
        <Button type="button" variant="outline" onClick={onBack}>
          <Trans>Use another e-mail</Trans>
        </Button>
        <Button
          type="button"
          variant="outline"
          loading={resending}
          disabled={resendIn > 0}
          onClick={() => {
            onResend()
            codeField.current?.focus()
          }}
        >
          {resendIn > 0 ? <Trans>Send a new code in {resendIn} s</Trans> : <Trans>Send a new code</Trans>}
        </Button>
      </div>
    </form>
  )
}
