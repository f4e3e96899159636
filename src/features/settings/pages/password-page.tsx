import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { fieldErrors } from '~/api/notify'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { TextField } from '~/ui/text-field'
import { toaster } from '~/ui/toast'
import { currentUserQuery } from '~/features/session'
import { changePasswordMutation } from '../api/password'
import { SettingsLoading, SettingsPage, SettingsSection } from '../components/settings-page'

type Errors = Record<string, string[]>
const empty = { current_password: '', password: '', password_confirmation: '' }

/** `/settings/password`: current, new and confirmation (spec §5); without a password yet, only the new one. */
export default function PasswordPage({ title }: PageProps) {
  const { t } = useLingui()
  const { data: user } = useQuery(currentUserQuery)
  const [form, setForm] = useState(empty)
  const [errors, setErrors] = useState<Errors>({})
  const change = useMutation({
    ...changePasswordMutation(),
    onMutate: () => setErrors({}),
    onSuccess: (data) => {
      toaster.success({ title: data.message })
      setForm(empty)
    },
    onError: (error) => setErrors(fieldErrors(error)),
  })
  const field = (name: keyof typeof empty) => ({
    name,
    type: 'password',
    required: true,
    maxLength: 128,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    invalid: Boolean(errors[name]),
    errorText: errors[name]?.[0],
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { current_password, ...rest } = form
    change.mutate(user?.has_password ? { current_password, ...rest } : rest)
  }

  return (
    <SettingsPage title={title} description={t`Use at least 8 characters. Your other devices are signed out.`}>
      {user ? (
        <SettingsSection
          id="password-title"
          title={user.has_password ? <Trans>Change your password</Trans> : <Trans>Set a password</Trans>}
          description={
            user.has_password ? undefined : (
              <Trans>You signed up with Google. A password lets you also log in with your email.</Trans>
            )
          }
        >
          <form onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {user.has_password && (
              <TextField label={t`Current password`} autoComplete="current-password" {...field('current_password')} />
            )}
            <TextField
              label={t`New password`}
              autoComplete="new-password"
              minLength={8}
              helperText={t`At least 8 characters; common passwords are refused.`}
              {...field('password')}
            />
            <TextField
              label={t`Confirm new password`}
              autoComplete="new-password"
              {...field('password_confirmation')}
            />
            <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
              <Button type="submit" loading={change.isPending}>
                <Trans>Update password</Trans>
              </Button>
            </div>
          </form>
        </SettingsSection>
      ) : (
        <SettingsLoading />
      )}
    </SettingsPage>
  )
}
