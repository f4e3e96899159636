import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { SessionContext } from '~/features/session'
import { useLocale } from '~/i18n/locale-context'
import { Button } from '~/ui/button'
import { loadGoogleIdentity } from './google-identity'

const MAX_WIDTH = 400

export interface GoogleSignInProps {
  /** `google_client_id` of `GET /config`. */
  clientId: string
}

/**
 * "Sign in with Google" (loaded only when the server has a client id): Google's own button
 * (Identity Services, in the interface language); the ID token it returns goes to the session
 * machine, which posts it to `/auth/google` and signs in as a password login does. While the
 * script loads, a placeholder of the same size keeps the page still; if it cannot load, the
 * placeholder says so.
 */
export default function GoogleSignIn({ clientId }: GoogleSignInProps) {
  const { locale } = useLocale()
  const session = SessionContext.useActorRef()
  const slot = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    let live = true
    loadGoogleIdentity().then(
      (identity) => {
        const parent = slot.current
        if (!live || !parent) return
        identity.initialize({
          client_id: clientId,
          callback: ({ credential }) => session.send({ type: 'session.googleSignIn', idToken: credential }),
        })
        parent.replaceChildren()
        identity.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(MAX_WIDTH, parent.parentElement?.clientWidth || MAX_WIDTH),
          locale,
        })
        setStatus('ready')
      },
      (error: unknown) => {
        console.warn(error)
        if (live) setStatus('failed')
      },
    )
    return () => {
      live = false
    }
  }, [clientId, locale, session])

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', minHeight: '10' })}>
      {status !== 'ready' && (
        <Button
          type="button"
          variant="outline"
          disabled
          loading={status === 'loading'}
          className={css({ width: 'full' })}
        >
          {status === 'loading' ? (
            <Trans>Sign in with Google</Trans>
          ) : (
            <Trans>Google sign-in is unavailable right now</Trans>
          )}
        </Button>
      )}
      <div ref={slot} hidden={status !== 'ready'} />
    </div>
  )
}
