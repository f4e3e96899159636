import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export interface PageHeaderProps {
  /** The page's heading (the one `h1` of the page). */
  title: ReactNode
  /** A short line under the heading. */
  description?: ReactNode
  /** Actions shown at the end of the heading row (buttons, links). */
  actions?: ReactNode
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        marginBlockEnd: '6',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h1 className={css({ textStyle: '2xl', fontWeight: 'bold', color: 'fg.default' })}>{title}</h1>
        {description ? <p className={css({ color: 'fg.muted' })}>{description}</p> : null}
      </div>
      {actions ? <div className={css({ display: 'flex', gap: '2' })}>{actions}</div> : null}
    </header>
  )
}
