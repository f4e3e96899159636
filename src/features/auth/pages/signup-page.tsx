import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Link, useSearch } from 'wouter'
import { isApiError } from '~/api/api-error'
import { api } from '~/api/client'
import type { components } from '~/api/schema.gen'
import { SessionContext } from '~/features/session/session-context'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { Checkbox } from '~/ui/checkbox'
import { PageHeader } from '~/ui/page-header'
import { TextField } from '~/ui/text-field'
import { toaster } from '~/ui/toast'

type Errors = Record<string, string[]>

// The phone field brings libphonenumber's metadata: it loads with this form, not with the app.
const PhoneInput = lazy(() => import('~/ui/phone-input').then((module) => ({ default: module.PhoneInput })))
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })

/** Spec §8: any 4xx/5xx is a red toast titled by the body's message; 422 also marks the fields. */
function useFailure(setErrors: (errors: Errors) => void) {
  return (error: unknown) => {
    if (isApiError(error)) {
      setErrors((error.problem?.errors as Errors | undefined) ?? {})
      toaster.error({ title: error.message })
    } else toaster.error({ title: error instanceof Error ? error.message : String(error) })
  }
}

/** `/signup`: registration, then activation by the code (also reached with `?email=` after a 202 login). */
export default function SignupPage({ title }: PageProps) {
  const prefilled = new URLSearchParams(useSearch()).get('email')
  const [pendingEmail, setPendingEmail] = useState<string | null>(prefilled)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        description={
          pendingEmail ? (
            <Trans>Enter the 6-digit code we sent you to activate your account.</Trans>
          ) : (
            <Trans>Create your account: your free trial starts when you activate it.</Trans>
          )
        }
      />
      {pendingEmail ? <ActivationForm email={pendingEmail} /> : <RegistrationForm onRegistered={setPendingEmail} />}
      <p>
        <Trans>
          Already have an account?{' '}
          <Link href="/" className={css({ color: 'green.11', textDecoration: 'underline' })}>
            Log in
          </Link>
        </Trans>
      </p>
    </div>
  )
}

function RegistrationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useLingui()
  const [form, setForm] = useState({
    first_name: '',
    last_name: '',
    email: '',
    mobile: '',
    password: '',
    password_confirmation: '',
  })
  const [acceptTerms, setAcceptTerms] = useState(false)
  const [termsMissing, setTermsMissing] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const fail = useFailure(setErrors)
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    invalid: Boolean(errors[name]),
    errorText: errors[name]?.[0],
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // Spec §5: the terms must be accepted before anything is sent.
    if (!acceptTerms) {
      setTermsMissing(true)
      toaster.error({ title: t`Please accept our Terms of Use and Privacy Policy` })
      return
    }
    setBusy(true)
    try {
      const body: components['schemas']['RegisterRequest'] = {
        ...form,
        email: form.email.trim(),
        accept_terms: true,
        channel: 'email',
      }
      const { data } = await api.POST('/register', { body })
      if (data) {
        toaster.success({ title: data.message })
        onRegistered(data.email)
      }
    } catch (error) {
      fail(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} className={stack}>
      <div className={row}>
        <TextField label={t`First name`} autoComplete="given-name" required {...field('first_name')} />
        <TextField label={t`Last name`} autoComplete="family-name" required {...field('last_name')} />
      </div>
      <TextField label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
      <Suspense fallback={<TextField label={t`Mobile number`} type="tel" disabled />}>
        <PhoneInput
          label={t`Mobile number`}
          defaultCountry="EG"
          required
          onChange={(value) => setForm((current) => ({ ...current, mobile: value.e164 ?? value.raw }))}
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
        checked={acceptTerms}
        onCheckedChange={(checked) => {
          setAcceptTerms(checked)
          if (checked) setTermsMissing(false)
        }}
        invalid={termsMissing || Boolean(errors.accept_terms)}
        errorText={t`Please accept our Terms of Use and Privacy Policy`}
      >
        <Trans>I accept the Terms of Use and the Privacy Policy</Trans>
      </Checkbox>
      <Button type="submit" loading={busy}>
        <Trans>Create account</Trans>
      </Button>
    </form>
  )
}

function ActivationForm({ email }: { email: string }) {
  const { t } = useLingui()
  const session = SessionContext.useActorRef()
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const fail = useFailure(setErrors)

  const activate = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      const { data } = await api.POST('/activate', { body: { email, code: code.trim() } })
      if (data) session.send({ type: 'session.activated', user: data.user, message: data.message })
    } catch (error) {
      fail(error)
    } finally {
      setBusy(false)
    }
  }

  const resend = async () => {
    try {
      const { data } = await api.POST('/resend-code', { body: { email } })
      if (data) toaster.success({ title: data.message })
    } catch (error) {
      fail(error)
    }
  }

  return (
    <form onSubmit={activate} className={stack}>
      <TextField label={t`Email`} type="email" value={email} readOnly />
      <TextField
        label={t`Verification code`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        required
        value={code}
        onChange={(event) =>
          setCode(
            event.target.value.replace(/[^0-9٠-٩]/g, '').replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))),
          )
        }
        invalid={Boolean(errors.code)}
        errorText={errors.code?.[0]}
      />
      <Button type="submit" loading={busy}>
        <Trans>Activate account</Trans>
      </Button>
      <Button type="button" variant="outline" onClick={() => void resend()}>
        <Trans>Send a new code</Trans>
      </Button>
    </form>
  )
}
