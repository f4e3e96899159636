import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export interface PageHeaderProps {
  /** The page's heading (the one `h1` of the page). */
  title: ReactNode
  /** A short line under the heading. */
  description?: ReactNode
  /** A short line above the heading (a greeting); a placeholder keeps its room while it loads. */
  eyebrow?: ReactNode
  /** Actions shown at the end of the heading row (buttons, links). */
  actions?: ReactNode
}

// One line of small text: the eyebrow and its placeholder take the same room.
const eyebrowLine = css({ textStyle: 'sm', color: 'fg.muted', minHeight: '5' })

/** The eyebrow's placeholder while what it says loads (the signed-in frame, issue 15). */
export function EyebrowPlaceholder() {
  return (
    <span
      aria-hidden="true"
      className={css({
        display: 'inline-block',
        verticalAlign: 'middle',
        h: '3',
        w: '24',
        borderRadius: 'l2',
        bg: 'bg.muted',
      })}
    />
  )
}

export function PageHeader({ title, description, eyebrow, actions }: PageHeaderProps) {
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
        {eyebrow ? <p className={eyebrowLine}>{eyebrow}</p> : null}
        <h1 className={css({ textStyle: '2xl', fontWeight: 'bold', color: 'fg.default' })}>{title}</h1>
        {description ? <p className={css({ color: 'fg.muted' })}>{description}</p> : null}
      </div>
      {actions ? <div className={css({ display: 'flex', gap: '2' })}>{actions}</div> : null}
    </header>
  )
}
