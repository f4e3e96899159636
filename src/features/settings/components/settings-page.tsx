import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { PageHeader } from '~/ui/page-header'
import { SettingsNav } from './settings-nav'

const layout = css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: '3xl' })

/** Every settings page: its heading, the settings navigation, then its content. */
export function SettingsPage({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={layout}>
      <div>
        <PageHeader title={title} description={description} />
        <SettingsNav />
      </div>
      {children}
    </div>
  )
}

/** A titled block of a settings page (a form, a plan, a danger zone). */
export function SettingsSection({
  title,
  description,
  children,
  tone = 'default',
  id,
}: {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  tone?: 'default' | 'danger'
  id: string
}) {
  return (
    <section
      aria-labelledby={id}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        p: { base: '4', md: '6' },
        bg: 'bg.default',
        borderWidth: '1px',
        borderRadius: 'l3',
        borderColor: tone === 'danger' ? 'red.7' : 'border.subtle',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2
          id={id}
          className={css({
            textStyle: 'lg',
            fontWeight: 'semibold',
            color: tone === 'danger' ? 'red.11' : 'fg.default',
          })}
        >
          {title}
        </h2>
        {description ? <p className={css({ color: 'fg.muted' })}>{description}</p> : null}
      </div>
      {children}
    </section>
  )
}

/** Shown while the learner's data loads. */
export function SettingsLoading() {
  return (
    <p role="status" className={css({ color: 'fg.muted' })}>
      <Trans>Loading…</Trans>
    </p>
  )
}
