import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { SessionContext } from '~/features/session'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import { TextField } from '~/ui/text-field'
import { useGoogleClientId } from '~/api/public-config'

// Google's button and its script loader: fetched only when the server has a client id (bundle budget of `/`).
const GoogleSignIn = lazy(() => import('../google/google-sign-in'))
const divider = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  color: 'gray.11',
  fontSize: 'sm',
  _before: { content: '""', flex: '1', borderBlockStart: '1px solid', borderColor: 'gray.6' },
  _after: { content: '""', flex: '1', borderBlockStart: '1px solid', borderColor: 'gray.6' },
})

/** `/`: e-mail and password; the session machine signs in, or sends a not-yet-activated learner to the code step. */
export default function LoginPage({ title }: PageProps) {
  const { t } = useLingui()
  const session = SessionContext.useActorRef()
  const signingIn = SessionContext.useSelector((state) => state.matches('signingIn'))
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  // Spec §1: third-party sign-in only when the server has a client id.
  const googleClientId = useGoogleClientId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    session.send({ type: 'session.login', email: email.trim(), password })
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={title} description={<Trans>Welcome back. Sign in to continue your preparation.</Trans>} />
      {/* POST: a form sent before the page's code runs (prerendered HTML) never puts the password in
          the address; the server answers it with the page again (server/src/http/spa.ts). */}
      <form
        method="post"
        onSubmit={submit}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        noValidate={false}
      >
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link
          href="/forgot-password"
          className={css({ color: 'green.11', textDecoration: 'underline', alignSelf: 'flex-start' })}
        >
          <Trans>Forgot your password?</Trans>
        </Link>
        <Button type="submit" loading={signingIn}>
          <Trans>Log in</Trans>
        </Button>
      </form>
      {googleClientId && (
        <>
          <p className={divider}>
            <Trans>or</Trans>
          </p>
          <Suspense fallback={null}>
            <GoogleSignIn clientId={googleClientId} />
          </Suspense>
        </>
      )}
      <p>
        <Trans>
          New here?{' '}
          <Link href="/signup" className={css({ color: 'green.11', textDecoration: 'underline' })}>
            Create an account
          </Link>
        </Trans>
      </p>
    </div>
  )
}
