import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { SessionContext } from '~/features/session/session-context'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import { TextField } from '~/ui/text-field'

/** `/`: e-mail and password; the session machine signs in, or sends a not-yet-activated learner to the code step. */
export default function LoginPage({ title }: PageProps) {
  const { t } = useLingui()
  const session = SessionContext.useActorRef()
  const signingIn = SessionContext.useSelector((state) => state.matches('signingIn'))
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    session.send({ type: 'session.login', email: email.trim(), password })
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={title} description={<Trans>Welcome back. Sign in to continue your preparation.</Trans>} />
      <form
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
