import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import { useId, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { switchRecipe } from 'styled-system/recipes'

export interface SwitchProps {
  /** Visible label; also the switch's accessible name. */
  children: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** A line under the label, read with the switch through `aria-describedby`. @default undefined */
  description?: ReactNode
  /** Form field name. @default undefined */
  name?: string
  /** @default false */
  disabled?: boolean
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

// The preset paints the track with `bg.emphasized` (too pale to see against the page, under the 3:1
// of WCAG 1.4.11) and the checked track with step 9; slate 9 and green 11 keep both states visible.
// Its thumb moves with a physical translateX(100%), which goes the wrong way in Arabic.
const brand = css({
  colorPalette: 'green',
  alignItems: 'flex-start',
  cursor: 'pointer',
  '& [data-part="control"]': { bg: 'gray.9', mt: '0.5' },
  '& [data-part="control"][data-state="checked"]': { bg: 'green.11' },
  '& [data-part="control"][data-focus-visible]': {
    outline: '2px solid',
    outlineColor: 'green.11',
    outlineOffset: '2px',
  },
  '& [data-part="control"][data-disabled]': { opacity: '0.5', cursor: 'not-allowed' },
  '& [data-part="thumb"][data-state="checked"]': { _rtl: { transform: 'translateX(-100%)' } },
})
const text = css({ display: 'flex', flexDirection: 'column', gap: '0.5' })
const descriptionStyle = css({ color: 'fg.muted', textStyle: 'sm', fontWeight: 'normal' })

/** A labelled on/off switch (Ark UI `Switch` with the preset's `switchRecipe`), e.g. a notification setting. */
export function Switch({
  children,
  checked,
  onCheckedChange,
  description,
  name,
  disabled = false,
  size = 'md',
  className,
}: SwitchProps) {
  const styles = switchRecipe({ size })
  const descriptionId = useId()
  return (
    <ArkSwitch.Root
      className={cx(styles.root, brand, className)}
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
      name={name}
      disabled={disabled}
    >
      <ArkSwitch.Control className={styles.control}>
        <ArkSwitch.Thumb className={styles.thumb} />
      </ArkSwitch.Control>
      <span className={text}>
        <ArkSwitch.Label className={styles.label}>{children}</ArkSwitch.Label>
        {description !== undefined && (
          <span id={descriptionId} className={descriptionStyle}>
            {description}
          </span>
        )}
      </span>
      {/* A checkbox to the browser, announced as a switch (on/off) by screen readers. */}
      <ArkSwitch.HiddenInput role="switch" aria-describedby={description !== undefined ? descriptionId : undefined} />
    </ArkSwitch.Root>
  )
}
