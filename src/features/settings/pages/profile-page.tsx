import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { isApiError } from '~/api/api-error'
import { fieldErrors } from '~/api/notify'
import { paths } from '~/lib/paths'
import { PlanForm, PLAN_SECTION_ID } from '~/features/plan'
import { currentUserQuery, SessionContext, storeCurrentUser, type CurrentUser } from '~/features/session'
import type { PageProps } from '~/lib/page-props'
import { Button, IconButton } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { FileUpload } from '~/ui/file-upload'
import { Icon } from '~/ui/icon'
import { TextField } from '~/ui/text-field'
import { toaster } from '~/ui/toast'
import { deleteAccountMutation, editProfileMutation, PICTURE_MAX_BYTES, PICTURE_TYPES } from '../api/account'
import { SettingsLoading, SettingsPage, SettingsSection } from '../components/settings-page'

// The phone field brings libphonenumber's metadata: it loads with this page, not with the app.
const PhoneInput = lazy(() => import('~/ui/phone-input').then((module) => ({ default: module.PhoneInput })))

type Errors = Record<string, string[]>

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })
const linkStyle = css({ color: 'green.11', textDecoration: 'underline', fontWeight: 'medium' })

/**
 * `/settings`: the profile (names, mobile, picture), the e-mail with a link to change it, the plan to
 * test day (issue 19, `#plan`), and account deletion.
 */
export default function ProfilePage({ title }: PageProps) {
  const { t } = useLingui()
  const { data: user } = useQuery(currentUserQuery)
  return (
    <SettingsPage title={title} description={t`Your name, mobile number and picture.`}>
      {user ? (
        <>
          <PictureSection user={user} />
          <DetailsSection key={user.id} user={user} />
          <SettingsSection
            id={PLAN_SECTION_ID}
            title={<Trans>Plan to test day</Trans>}
            description={<Trans>Your test day and target score set your daily goal on the home page.</Trans>}
          >
            <Suspense fallback={<SettingsLoading />}>
              <PlanForm />
            </Suspense>
          </SettingsSection>
          <DeleteAccountSection user={user} />
        </>
      ) : (
        <SettingsLoading />
      )}
    </SettingsPage>
  )
}

/** Spec §8: a failed profile edit says `Failed to edit profile` (with the server's reason) and marks the fields. */
function useEditProfile(setErrors: (errors: Errors) => void, onSaved?: () => void) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return useMutation({
    ...editProfileMutation(),
    onMutate: () => setErrors({}),
    onSuccess: (data) => {
      storeCurrentUser(queryClient, data.user)
      toaster.success({ title: data.message })
      onSaved?.()
    },
    onError: (error) => {
      // A 401 is the session's business: it signs out and goes to `/`.
      if (isApiError(error) && error.status === 401) return
      setErrors(fieldErrors(error))
      toaster.error({
        title: t`Failed to edit profile`,
        description: isApiError(error) ? error.message : undefined,
      })
    },
  })
}

function Avatar({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const size = css({ width: '20', height: '20', borderRadius: 'full', flexShrink: 0 })
  return user.photo ? (
    <img src={user.photo} alt={user.name} width={80} height={80} className={css({ objectFit: 'cover' }) + ' ' + size} />
  ) : (
    <span
      role="img"
      aria-label={t`No picture yet`}
      className={
        size +
        ' ' +
        css({
          bg: 'green.3',
          color: 'green.11',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 'semibold',
          textStyle: '2xl',
        })
      }
    >
      {user.first_name.slice(0, 1)}
    </span>
  )
}

function PictureSection({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const upload = useEditProfile(setErrors, () => setFile(null))
  const remove = useEditProfile(setErrors)

  return (
    <SettingsSection id="picture-title" title={<Trans>Picture</Trans>}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })}>
        <Avatar user={user} />
        {user.photo ? (
          <Button
            variant="outline"
            loading={remove.isPending}
            disabled={upload.isPending}
            onClick={() => remove.mutate({ remove_picture: true })}
          >
            <Trans>Remove picture</Trans>
          </Button>
        ) : (
          <p className={css({ color: 'fg.muted' })}>
            <Trans>You have no picture yet.</Trans>
          </p>
        )}
      </div>
      <form
        className={stack}
        onSubmit={(event) => {
          event.preventDefault()
          if (file) upload.mutate({ picture: file })
        }}
      >
        <FileUpload
          label={t`New picture`}
          dropzoneText={t`Choose a picture or drop it here`}
          helperText={t`JPEG, PNG or WebP, up to 2 MB.`}
          accept={PICTURE_TYPES}
          maxFileSize={PICTURE_MAX_BYTES}
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen)
            setErrors({})
          }}
          invalid={Boolean(errors.picture)}
          errorText={errors.picture?.[0]}
        />
        <div className={actions}>
          <Button type="submit" loading={upload.isPending} disabled={!file || remove.isPending}>
            <Trans>Upload picture</Trans>
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}

function DetailsSection({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const [form, setForm] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    mobile: user.mobile ?? '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const save = useEditProfile(setErrors)
  const field = (name: 'first_name' | 'last_name') => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    invalid: Boolean(errors[name]),
    errorText: errors[name]?.[0],
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(form)
  }

  return (
    <SettingsSection id="details-title" title={<Trans>Personal details</Trans>}>
      <form onSubmit={submit} className={stack}>
        <div className={row}>
          <TextField label={t`First name`} autoComplete="given-name" required maxLength={50} {...field('first_name')} />
          <TextField label={t`Last name`} autoComplete="family-name" required maxLength={50} {...field('last_name')} />
        </div>
        <Suspense fallback={<TextField label={t`Mobile number`} type="tel" disabled />}>
          <PhoneInput
            label={t`Mobile number`}
            defaultValue={user.mobile ?? ''}
            defaultCountry="EG"
            // The country's code is in the picker beside it: the number shows without it (issue 16).
            displayMode="national"
            onChange={(value) => setForm((current) => ({ ...current, mobile: value.e164 ?? value.raw }))}
            invalid={Boolean(errors.mobile)}
            errorText={errors.mobile?.[0]}
          />
        </Suspense>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          <TextField
            label={t`Email`}
            type="email"
            value={user.email}
            readOnly
            helperText={t`Your email changes only after you confirm the new address with a code.`}
          />
          <Link href={paths.settingsChangeEmail.getHref()} className={linkStyle}>
            <Trans>Change email</Trans>
          </Link>
        </div>
        <div className={actions}>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save changes</Trans>
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}

function DeleteAccountSection({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const session = SessionContext.useActorRef()
  const [open, setOpen] = useState(false)
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const remove = useMutation({
    ...deleteAccountMutation(),
    onMutate: () => setErrors({}),
    onSuccess: (data) => {
      setOpen(false)
      toaster.success({ title: data.message })
      session.send({ type: 'session.accountDeleted' })
    },
    onError: (error) => setErrors(fieldErrors(error)),
  })
  // The contract: re-authenticate with the password, or with the account's e-mail when it has none.
  const field = user.has_password ? 'password' : 'email'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    remove.mutate(user.has_password ? { password: confirmation } : { email: confirmation.trim() })
  }

  return (
    <SettingsSection
      id="delete-title"
      tone="danger"
      title={<Trans>Delete account</Trans>}
      description={
        <Trans>
          This permanently deletes your account and all associated data (answers, reports, history, divisions). It
          cannot be undone.
        </Trans>
      }
    >
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          setOpen(details.open)
          if (!details.open) {
            setConfirmation('')
            setErrors({})
          }
        }}
        role="alertdialog"
      >
        <div className={actions}>
          <Dialog.Trigger asChild>
            <Button colorPalette="red">
              <Trans>Delete account</Trans>
            </Button>
          </Dialog.Trigger>
        </div>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>
              <Trans>Delete your account?</Trans>
            </Dialog.Title>
            <Dialog.Description>
              <Trans>
                This permanently deletes your account and all associated data (answers, reports, history, divisions). It
                cannot be undone.
              </Trans>
            </Dialog.Description>
            <form onSubmit={submit} className={stack}>
              {field === 'password' ? (
                <TextField
                  label={t`Your password`}
                  helperText={t`Enter your password to confirm.`}
                  type="password"
                  autoComplete="current-password"
                  name="password"
                  required
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                  invalid={Boolean(errors.password)}
                  errorText={errors.password?.[0]}
                />
              ) : (
                <TextField
                  label={t`Your email`}
                  helperText={t`Enter your email address to confirm.`}
                  type="email"
                  autoComplete="email"
                  name="email"
                  required
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                  invalid={Boolean(errors.email)}
                  errorText={errors.email?.[0]}
                />
              )}
              <div className={actions}>
                <Dialog.CloseTrigger asChild>
                  <Button variant="outline">
                    <Trans>Cancel</Trans>
                  </Button>
                </Dialog.CloseTrigger>
                <Button type="submit" loading={remove.isPending} colorPalette="red">
                  <Trans>Delete my account</Trans>
                </Button>
              </div>
            </form>
            <Dialog.CloseTrigger asChild className={css({ position: 'absolute', top: '2', insetInlineEnd: '2' })}>
              <IconButton aria-label={t`Close`} variant="ghost" size="sm">
                <Icon name="close" />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    </SettingsSection>
  )
}
