import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import type { PageProps } from '~/lib/page-props'
import { Switch } from '~/ui/switch'
import { toaster } from '~/ui/toast'
import { currentUserQuery, storeCurrentUser } from '~/features/session'
import { changeNotificationMutation } from '../api/notifications'
import { SettingsLoading, SettingsPage, SettingsSection } from '../components/settings-page'

/** `/settings/notifications`: each switch saves at once (only the flag it changes); a failure puts it back. */
export default function NotificationsPage({ title }: PageProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data: user } = useQuery(currentUserQuery)
  const change = useMutation({
    ...changeNotificationMutation(),
    onSuccess: (data) => {
      storeCurrentUser(queryClient, data.user)
      toaster.success({ title: data.message })
    },
  })
  // While a change is on its way the switch shows it; a failure falls back to the server's value.
  const pending = change.isPending ? change.variables : undefined
  const emailNotifications = pending?.email_notifications ?? user?.email_notifications ?? false
  const newOffers = pending?.new_offers ?? user?.new_offers ?? false

  return (
    <SettingsPage title={title} description={t`Choose which emails we send you.`}>
      {user ? (
        <SettingsSection id="notifications-title" title={<Trans>Email</Trans>}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
            <Switch
              name="email_notifications"
              checked={emailNotifications}
              onCheckedChange={(checked) => change.mutate({ email_notifications: checked })}
              description={<Trans>Reminders and news about your progress and your subscription.</Trans>}
            >
              <Trans>Email notifications</Trans>
            </Switch>
            <Switch
              name="new_offers"
              checked={newOffers}
              onCheckedChange={(checked) => change.mutate({ new_offers: checked })}
              description={<Trans>Discounts and new plans, now and then.</Trans>}
            >
              <Trans>New offers</Trans>
            </Switch>
          </div>
        </SettingsSection>
      ) : (
        <SettingsLoading />
      )}
    </SettingsPage>
  )
}
