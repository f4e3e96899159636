import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { isApiError } from '~/api/api-error'
import { fieldErrors } from '~/api/notify'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { TextField } from '~/ui/text-field'
import { toaster } from '~/ui/toast'
import { currentUserQuery } from '~/features/session'
import { changeEmailMutation } from '../api/email'
import { EmailCodeForm } from '../components/email-code-form'
import { SettingsLoading, SettingsPage, SettingsSection } from '../components/settings-page'

type Errors = Record<string, string[]>

/** Spec §7: the change-email error keeps the answer's `statusCode` and `message`. */
export interface ChangeEmailError {
  statusCode: number
  message: string
}

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })
const errorLine = css({ color: 'red.11', textStyle: 'sm' })

function toChangeEmailError(error: unknown): ChangeEmailError {
  return isApiError(error)
    ? { statusCode: error.problem?.statusCode ?? error.status, message: error.message }
    : { statusCode: 0, message: error instanceof Error ? error.message : String(error) }
}

/**
 * `/settings/change-email`: the new address, then (on this page) the 6-digit code sent to it. A new
 * code is asked for by sending the address again (the contract has no separate resend call).
 */
export default function ChangeEmailPage({ title }: PageProps) {
  const { t } = useLingui()
  const { data: user } = useQuery(currentUserQuery)
  const [email, setEmail] = useState('')
  const [pendingEmail, setPendingEmail] = useState<string | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [requestError, setRequestError] = useState<ChangeEmailError | null>(null)

  const request = useMutation({
    ...changeEmailMutation(),
    onMutate: () => {
      setErrors({})
      setRequestError(null)
    },
    onSuccess: (data, body) => {
      toaster.success({ title: data.message })
      setPendingEmail(body.email)
    },
    onError: (error) => {
      setErrors(fieldErrors(error))
      setRequestError(toChangeEmailError(error))
    },
  })
  const sendCode = (event: FormEvent) => {
    event.preventDefault()
    request.mutate({ email: email.trim() })
  }
  // A refusal that is not about a field (too many codes, say) still shows on the page, with its status.
  const otherError = requestError && !errors.email ? requestError : null

  return (
    <SettingsPage
      title={title}
      description={t`We send a code to the new address; your email changes once you enter it.`}
    >
      {!user ? (
        <SettingsLoading />
      ) : pendingEmail ? (
        <SettingsSection
          id="code-title"
          title={<Trans>Enter the code</Trans>}
          description={
            <Trans>
              We sent a 6-digit code to <bdi dir="ltr">{pendingEmail}</bdi>. It is valid for 10 minutes.
            </Trans>
          }
        >
          <EmailCodeForm
            email={pendingEmail}
            onChanged={() => {
              setPendingEmail(null)
              setEmail('')
            }}
            secondaryAction={
              <Button type="button" variant="ghost" onClick={() => setPendingEmail(null)}>
                <Trans>Use another address</Trans>
              </Button>
            }
          />
        </SettingsSection>
      ) : (
        <SettingsSection id="email-title" title={<Trans>New email address</Trans>}>
          <form onSubmit={sendCode} className={stack}>
            <TextField label={t`Current email`} type="email" value={user.email} readOnly />
            <TextField
              label={t`New email`}
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              invalid={Boolean(errors.email)}
              errorText={errors.email?.[0]}
            />
            {otherError && (
              <p role="alert" className={errorLine} data-status={otherError.statusCode}>
                {otherError.message}
              </p>
            )}
            <div className={actions}>
              <Button type="submit" loading={request.isPending}>
                <Trans>Send code</Trans>
              </Button>
            </div>
          </form>
        </SettingsSection>
      )}
    </SettingsPage>
  )
}
