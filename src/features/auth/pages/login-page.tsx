import { Trans } from '@lingui/react/macro'
import type { PageProps } from '~/lib/page-props'
import { PageHeader } from '~/ui/page-header'

export default function LoginPage({ title }: PageProps) {
  return <PageHeader title={title} description={<Trans>Welcome back. Sign in to continue your preparation.</Trans>} />
}
