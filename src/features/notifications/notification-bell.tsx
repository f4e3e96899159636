import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { useLocation } from 'wouter'
import { isAbsoluteUrl, leaveApp } from '~/lib/navigation'
import { IconButton } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { Popover } from '~/ui/popover'
import { markAllReadMutation, markReadMutation, notificationsQuery, type Notification } from './api/notifications'

const badge = css({
  position: 'absolute',
  top: '-1',
  insetInlineEnd: '-1',
  minWidth: '5',
  height: '5',
  px: '1',
  borderRadius: 'full',
  // red.11 behind white text: AA contrast even for one digit at 12 px.
  bg: 'red.11',
  color: 'white',
  fontSize: 'xs',
  fontWeight: 'bold',
  lineHeight: '1',
  display: 'grid',
  placeItems: 'center',
})

// A new notification (unread when the list opened): tinted, a dot before its title, its title bold.
const item = css({
  width: 'full',
  textAlign: 'start',
  p: '2',
  borderRadius: 'l2',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  cursor: 'pointer',
  color: 'fg.muted',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'green.9' },
  '&[data-new]': { bg: 'green.2', color: 'fg.default', _hover: { bg: 'green.3' } },
})
const dot = css({ flexShrink: '0', w: '2', h: '2', borderRadius: 'full', bg: 'green.11' })

/** The navbar's notification icon: an unread badge and the newest notifications in a popover. */
export function NotificationBell() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const { data } = useQuery(notificationsQuery)
  const unread = data?.meta.unread_count ?? 0
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey })
  const markRead = useMutation({ ...markReadMutation(), onSettled: refresh })
  const markAllRead = useMutation({ ...markAllReadMutation(), onSettled: refresh })
  const [isOpen, setOpen] = useState(false)
  // Issue 16: opening the list reads what it shows, so the badge clears; what was unread then keeps
  // its "new" look until the list closes, so the learner still sees which ones arrived.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set())
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) return setFresh(new Set())
    const unreadIds = (data?.data ?? []).filter((notification) => !notification.read_at).map(({ id }) => id)
    setFresh(new Set(unreadIds))
    if (unread > 0) markAllRead.mutate()
  }
  const isNew = (notification: Notification) => !notification.read_at || fresh.has(notification.id)
  const open = (notification: Notification) => {
    if (!notification.read_at) markRead.mutate(notification.id)
    // Following a notification leaves the list: the popover closes.
    if (notification.link) setOpen(false)
    if (!notification.link) return
    if (isAbsoluteUrl(notification.link)) leaveApp(notification.link)
    else navigate(notification.link)
  }
  const ids = useId()

  return (
    <Popover.Root open={isOpen} onOpenChange={(details) => onOpenChange(details.open)}>
      <Popover.Trigger asChild>
        {/* Named by its texts ("Notifications 3 unread") so the visible count is part of the name. */}
        <IconButton
          variant="ghost"
          size="sm"
          aria-labelledby={unread > 0 ? `${ids}name ${ids}count ${ids}unread` : `${ids}name`}
          className={css({ position: 'relative' })}
        >
          <Icon name="bell" />
          <span id={`${ids}name`} className={css({ srOnly: true })}>
            <Trans>Notifications</Trans>
          </span>
          {unread > 0 && (
            <>
              <span id={`${ids}count`} className={badge}>
                {unread > 9 ? '9+' : i18n.number(unread)}
              </span>
              <span id={`${ids}unread`} className={css({ srOnly: true })}>
                <Trans>unread</Trans>
              </span>
            </>
          )}
        </IconButton>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content aria-label={t`Notifications`}>
          <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '2' })}>
            <Popover.Title className={css({ fontWeight: 'semibold' })}>
              <Trans>Notifications</Trans>
            </Popover.Title>
          </div>
          {data && data.data.length === 0 ? (
            <p className={css({ color: 'fg.muted', py: '4', textAlign: 'center' })}>
              <Trans>You are all caught up.</Trans>
            </p>
          ) : (
            <ul
              className={css({
                display: 'flex',
                flexDirection: 'column',
                gap: '1',
                maxHeight: '80',
                overflowY: 'auto',
              })}
            >
              {data?.data.map((notification) => (
                <li key={notification.id}>
                  <button
                    type="button"
                    onClick={() => open(notification)}
                    data-new={isNew(notification) || undefined}
                    className={item}
                  >
                    <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                      {isNew(notification) && (
                        <>
                          <span aria-hidden="true" className={dot} />
                          <span className={css({ srOnly: true })}>
                            <Trans>New:</Trans>{' '}
                          </span>
                        </>
                      )}
                      <span className={css({ fontWeight: isNew(notification) ? 'semibold' : 'normal' })}>
                        {notification.title}
                      </span>
                    </span>
                    <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{notification.body}</span>
                    <time dateTime={notification.created_at} className={css({ color: 'fg.muted', fontSize: 'xs' })}>
                      {i18n.date(notification.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  )
}
