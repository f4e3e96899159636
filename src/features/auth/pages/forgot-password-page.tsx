import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { fromPromise } from 'xstate'
import { toastApiError } from '~/api/notify'
import { SessionContext } from '~/features/session'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import type { PhoneValue } from '~/ui/phone-input'
import { TextField } from '~/ui/text-field'
import { toaster } from '~/ui/toast'
import { requestResetCode, resendResetCode, resetPassword, verifyResetCode } from '../api/password-reset'
import { CodeField } from '../code-field'
import { passwordResetMachine, type ResetIdentifier, type ResetMethod } from '../machines/password-reset.machine'

// The phone field brings libphonenumber's metadata: it loads only when the phone is asked for.
const PhoneInput = lazy(() => import('~/ui/phone-input').then((module) => ({ default: module.PhoneInput })))

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between' })
const linkButton = css({
  color: 'green.11',
  textDecoration: 'underline',
  alignSelf: 'flex-start',
  cursor: 'pointer',
  borderRadius: 'l1',
  _focusVisible: { outline: '2px solid', outlineColor: 'green.9', outlineOffset: '2px' },
})
const stepLabel = css({ color: 'gray.11', fontSize: 'sm' })

/** The app's reset machine: the contract's four calls and the toasts. */
const appPasswordResetMachine = passwordResetMachine.provide({
  actors: {
    requestCode: fromPromise(({ input }) => requestResetCode(input)),
    resendCode: fromPromise(({ input }) => resendResetCode(input)),
    verifyCode: fromPromise(({ input }) => verifyResetCode(input)),
    resetPassword: fromPromise(({ input }) => resetPassword(input)),
  },
  actions: {
    toastSuccess: (_, { message }) => void toaster.success({ title: message }),
    toastError: (_, { error }) => toastApiError(error),
  },
})

/** The method a language asks for first (spec §2): a phone number in English, an e-mail in Arabic. */
export const defaultResetMethod = (locale: string): ResetMethod => (locale === 'ar' ? 'email' : 'phone')

/**
 * `/forgot-password`: the whole reset happens here (without a token no other page is reachable):
 * the phone number or e-mail, the 6-digit code, the new password with its confirmation, then `/`
 * with the server's message. What the learner typed is kept across steps and failures.
 */
export default function ForgotPasswordPage({ title }: PageProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const session = SessionContext.useActorRef()
  const [machine] = useState(() =>
    appPasswordResetMachine.provide({
      actions: { passwordReset: (_, { message }) => session.send({ type: 'session.passwordReset', message }) },
    }),
  )
  const [state, send] = useMachine(machine, { input: { method: defaultResetMethod(locale) } })
  const { method, fieldErrors, resendIn } = state.context
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState<PhoneValue | null>(null)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')

  const step = state.matches('request') ? 'request' : state.matches('verify') ? 'verify' : 'newPassword'
  const firstField = useRef<HTMLInputElement>(null)
  const shownStep = useRef(step)
  // A new step puts the keyboard on its first field (the first step keeps the page's own focus).
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    firstField.current?.focus()
  }, [step])

  const error = (name: string) => ({ invalid: Boolean(fieldErrors[name]), errorText: fieldErrors[name]?.[0] })
  const identifier: ResetIdentifier =
    method === 'email' ? { email: email.trim() } : { mobile: phone?.e164 ?? phone?.raw.trim() ?? '' }
  const sentTo = state.context.identifier
  const sentToText = sentTo ? ('email' in sentTo ? sentTo.email : sentTo.mobile) : ''
  const stepNumber = { request: 1, verify: 2, newPassword: 3 }[step]
  const busy =
    state.matches({ request: 'sending' }) ||
    state.matches({ verify: { form: 'checking' } }) ||
    state.matches({ newPassword: 'resetting' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (step === 'request') send({ type: 'request.submit', identifier })
    else if (step === 'verify') send({ type: 'code.submit', code })
    else send({ type: 'password.submit', password, password_confirmation: confirmation })
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        description={
          step === 'request' ? (
            method === 'phone' ? (
              <Trans>Enter the phone number of your account and we will send you a 6-digit code.</Trans>
            ) : (
              <Trans>Enter the e-mail of your account and we will send you a 6-digit code.</Trans>
            )
          ) : step === 'verify' ? (
            <Trans>
              Enter the 6-digit code we sent for <bdi dir="ltr">{sentToText}</bdi>.
            </Trans>
          ) : (
            <Trans>Choose a new password and type it again to confirm it.</Trans>
          )
        }
      />
      <form method="post" onSubmit={submit} className={stack}>
        <p className={stepLabel}>
          <Trans>Step {stepNumber} of 3</Trans>
        </p>
        {step === 'request' &&
          (method === 'phone' ? (
            <Suspense fallback={<TextField label={t`Phone number`} type="tel" disabled />}>
              <PhoneInput
                label={t`Phone number`}
                defaultValue={phone?.e164 ?? phone?.raw}
                defaultCountry={phone?.country}
                required
                onChange={setPhone}
                {...error('mobile')}
              />
            </Suspense>
          ) : (
            <TextField
              label={t`Email`}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...error('email')}
            />
          ))}
        {step === 'request' && (
          <button
            type="button"
            className={linkButton}
            onClick={() => send({ type: 'method.switch', method: method === 'phone' ? 'email' : 'phone' })}
          >
            {method === 'phone' ? <Trans>Use your e-mail instead</Trans> : <Trans>Use your phone number instead</Trans>}
          </button>
        )}

        {step === 'verify' && (
          <CodeField inputRef={firstField} value={code} onValueChange={setCode} {...error('code')} />
        )}

        {step === 'newPassword' && (
          <>
            <TextField
              ref={firstField}
              label={t`New password`}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              {...error('password')}
            />
            <TextField
              label={t`Confirm new password`}
              type="password"
              name="password_confirmation"
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              {...error('password_confirmation')}
            />
          </>
        )}

        <Button type="submit" loading={busy}>
          {step === 'request' ? (
            <Trans>Send code</Trans>
          ) : step === 'verify' ? (
            <Trans>Verify code</Trans>
          ) : (
            <Trans>Reset password</Trans>
          )}
        </Button>

        {step !== 'request' && (
          <div className={actions}>
            <Button type="button" variant="outline" onClick={() => send({ type: 'back' })}>
              {step === 'verify' ? (
                method === 'phone' ? (
                  <Trans>Change the phone number</Trans>
                ) : (
                  <Trans>Change the e-mail</Trans>
                )
              ) : (
                <Trans>Back to the code</Trans>
              )}
            </Button>
            {step === 'verify' && (
              <Button
                type="button"
                variant="outline"
                loading={state.matches({ verify: { resend: 'sending' } })}
                disabled={resendIn > 0}
                onClick={() => {
                  send({ type: 'code.resend' })
                  firstField.current?.focus()
                }}
              >
                {resendIn > 0 ? <Trans>Send a new code in {resendIn} s</Trans> : <Trans>Send a new code</Trans>}
              </Button>
            )}
          </div>
        )}
      </form>
      <p>
        <Link href="/" className={css({ color: 'green.11', textDecoration: 'underline' })}>
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </div>
  )
}
