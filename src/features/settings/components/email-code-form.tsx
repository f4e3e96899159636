import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { fieldErrors } from '~/api/notify'
import { CodeField } from '~/features/auth'
import { Button } from '~/ui/button'
import { toaster } from '~/ui/toast'
import { storeCurrentUser } from '~/features/session'
import { changeEmailMutation, verifyEmailMutation } from '../api/email'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })

export interface EmailCodeFormProps {
  /** The new address the code was sent to. */
  email: string
  /** After the server has applied the change (its message is already shown as a toast). */
  onChanged: () => void
  /** An extra action before the others (such as "Use another address"). */
  secondaryAction?: ReactNode
}

/**
 * The code that confirms a new e-mail address (`POST /settings/verify-email`), with "Send a new
 * code" (`POST /settings/change-email` again). Used by `/settings/change-email` and `/otp`.
 */
export function EmailCodeForm({ email, onChanged, secondaryAction }: EmailCodeFormProps) {
  const queryClient = useQueryClient()
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const resend = useMutation({
    ...changeEmailMutation(),
    onMutate: () => setErrors({}),
    onSuccess: (data) => {
      toaster.success({ title: data.message })
      setCode('')
    },
    onError: (error) => setErrors(fieldErrors(error)),
  })
  const verify = useMutation({
    ...verifyEmailMutation(),
    onMutate: () => setErrors({}),
    onSuccess: (data) => {
      storeCurrentUser(queryClient, data.user)
      toaster.success({ title: data.message })
      onChanged()
    },
    onError: (error) => setErrors(fieldErrors(error)),
  })
  const confirm = (event: FormEvent) => {
    event.preventDefault()
    verify.mutate({ email, code })
  }
  const error = errors.code?.[0] ?? errors.email?.[0]

  return (
    <form onSubmit={confirm} noValidate className={stack}>
      <CodeField value={code} onValueChange={setCode} invalid={Boolean(error)} errorText={error} />
      <div className={actions}>
        {secondaryAction}
        <Button type="button" variant="outline" loading={resend.isPending} onClick={() => resend.mutate({ email })}>
          <Trans>Send a new code</Trans>
        </Button>
        <Button type="submit" loading={verify.isPending}>
          <Trans>Confirm new email</Trans>
        </Button>
      </div>
    </form>
  )
}
