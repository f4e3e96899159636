import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Link, useLocation, useSearchParams } from 'wouter'
import { paths } from '~/lib/paths'
import type { PageProps } from '~/lib/page-props'
import { PageHeader } from '~/ui/page-header'
import { EmailCodeForm } from '../components/email-code-form'

const link = css({ color: 'green.11', textDecoration: 'underline' })

/**
 * `/otp?email=…`: the code that confirms a new e-mail address, for a signed-in learner (the spec
 * keeps `/otp` out of the public paths). The e-mail with the code links here; the same form is
 * the second step of `/settings/change-email`. Activation codes are entered on `/signup`.
 */
export default function OtpPage({ title }: PageProps) {
  const [params] = useSearchParams()
  const [, navigate] = useLocation()
  const email = params.get('email')?.trim() ?? ''

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <PageHeader
        title={title}
        description={
          email ? (
            <Trans>
              Enter the 6-digit code we sent to <bdi dir="ltr">{email}</bdi> to make it your account's email.
            </Trans>
          ) : (
            <Trans>Open the link in the email we sent you, or ask for a code from your settings.</Trans>
          )
        }
      />
      {email && <EmailCodeForm email={email} onChanged={() => navigate(paths.settings.getHref())} />}
      <p>
        <Link href={paths.settingsChangeEmail.getHref()} className={link}>
          {email ? <Trans>Use another address</Trans> : <Trans>Change email</Trans>}
        </Link>
      </p>
    </div>
  )
}
