import { useLocaleContext } from '@ark-ui/react/locale'
import { Portal } from '@ark-ui/react/portal'
import { Toaster as ArkToaster, type ToastType } from '@ark-ui/react/toast'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { IconButton } from '~/ui/button'
import { Icon } from '~/ui/icon'
import * as Toast from './toast-parts'
import { toaster } from './toaster'

// Brand colours (spec §9): error red, success the green accent; warning and info stay neutral
// slate and differ by icon, as the theme has no amber or blue.
const rootStyles = css({
  colorPalette: 'gray',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  pe: '12',
  maxW: 'calc(100vw - 2rem)',
  bg: 'colorPalette.2',
  borderWidth: '1px',
  borderColor: 'colorPalette.7',
  cursor: 'pointer',
  '&[data-type=success]': { colorPalette: 'green' },
  '&[data-type=error]': { colorPalette: 'red' },
})

const iconStyles = css({ flexShrink: '0', w: '5', h: '5', color: 'colorPalette.11', mt: '0.5' })
const textStyles = css({ display: 'flex', flexDir: 'column', gap: '1', minW: '0' })
// `unstyled` drops the preset's `right: 3`, which would pin the button to the wrong corner in Arabic.
const closeTriggerStyles = css({ position: 'absolute', top: '2', insetInlineEnd: '2' })

const iconPaths: Record<ToastType, ReactNode> = {
  success: <path d="M8 12.5l2.5 2.5L16 9.5" />,
  error: <path d="M12 7.5v5.5M12 16.5v.01" />,
  warning: <path d="M12 8v5M12 16.5v.01" />,
  info: <path d="M12 11v5.5M12 7.5v.01" />,
  loading: <path d="M12 7v5l3 2" />,
}

function ToastIcon({ type }: { type: ToastType | undefined }) {
  const kind = type ?? 'info'
  return (
    <svg
      className={iconStyles}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-icon={kind}
    >
      {kind === 'warning' ? <path d="M12 3l9.5 17h-19z" /> : <circle cx="12" cy="12" r="9.5" />}
      {iconPaths[kind]}
    </svg>
  )
}

/**
 * Shows the toasts of `toaster`. Render it once, inside the app's locale provider.
 * A click anywhere on a toast dismisses it (spec §8); the close button and Escape do too.
 * In a portal on the document's body, outside the app's root: a division quiz covers the window
 * and makes the root `inert` (QuizStage), and a toast inside it could be neither clicked nor heard.
 */
export function Toaster() {
  const { t } = useLingui()
  const { dir } = useLocaleContext()

  return (
    // Zag turns `bottom-end` into `bottom-left` for right-to-left pages and then places the
    // group with `inset-inline-start`, which flips it back to the right. A left-to-right group
    // element leaves a single flip; each toast gets the page direction back below.
    <Portal>
      <ArkToaster toaster={toaster} dir="ltr" aria-label={t`Notifications`}>
        {(item) => (
          <Toast.Root
            className={rootStyles}
            dir={dir}
            onClick={() => item.id !== undefined && toaster.dismiss(item.id)}
          >
            <ToastIcon type={item.type} />
            <div className={textStyles}>
              {item.title !== undefined && <Toast.Title>{item.title}</Toast.Title>}
              {item.description !== undefined && <Toast.Description>{item.description}</Toast.Description>}
              {item.action !== undefined && <Toast.ActionTrigger>{item.action.label}</Toast.ActionTrigger>}
            </div>
            {item.closable !== false && (
              <Toast.CloseTrigger asChild unstyled className={closeTriggerStyles}>
                <IconButton variant="ghost" size="sm" aria-label={t`Dismiss notification`}>
                  <Icon name="close" />
                </IconButton>
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </ArkToaster>
    </Portal>
  )
}
