import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { api } from '~/api/client'
import { SessionContext } from '~/features/session/session-context'
import { Button, IconButton } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { Icon } from '~/ui/icon'

const actions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '3' })
const closeCorner = css({ position: 'absolute', top: '2', insetInlineEnd: '2' })

/** Spec §7: the current user, awaited by the signed-in layout; a 401 ends the session. */
export function useCurrentUser() {
  return useQuery({
    queryKey: ['current-user'],
    queryFn: async () => (await api.GET('/current-user')).data!,
  })
}

/** The navbar's learner: photo (or placeholder), name and e-mail, and Logout behind its confirmation. */
export function UserMenu() {
  const { t } = useLingui()
  const { data: user } = useCurrentUser()
  const session = SessionContext.useActorRef()
  const signingOut = SessionContext.useSelector((state) => state.matches('signingOut'))

  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
      {user && (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          {user.photo ? (
            <img src={user.photo} alt="" width={32} height={32} className={css({ borderRadius: 'full' })} />
          ) : (
            <span
              aria-hidden="true"
              className={css({
                width: '8',
                height: '8',
                borderRadius: 'full',
                bg: 'green.3',
                color: 'green.11',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 'semibold',
              })}
            >
              {user.first_name.slice(0, 1)}
            </span>
          )}
          <span
            className={css({ display: { base: 'none', md: 'flex' }, flexDirection: 'column', lineHeight: 'tight' })}
          >
            <span className={css({ fontWeight: 'medium' })}>{user.name}</span>
            <span dir="ltr" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {user.email}
            </span>
          </span>
        </span>
      )}
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button variant="outline" size="sm">
            <Trans>Logout</Trans>
          </Button>
        </Dialog.Trigger>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>
              <Trans>Log out?</Trans>
            </Dialog.Title>
            <Dialog.Description>
              <Trans>You will need your email and password to sign in again.</Trans>
            </Dialog.Description>
            <div className={actions}>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.CloseTrigger>
              <Button loading={signingOut} onClick={() => session.send({ type: 'session.logout' })}>
                <Trans>Logout</Trans>
              </Button>
            </div>
            <Dialog.CloseTrigger asChild className={closeCorner}>
              <IconButton aria-label={t`Close`} variant="ghost" size="sm">
                <Icon name="close" />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    </div>
  )
}
