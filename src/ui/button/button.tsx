import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { css, cx } from 'styled-system/css'
import { styled } from 'styled-system/jsx'
import { button, spinner } from 'styled-system/recipes'

const StyledButton = styled(ark.button, button)

// The preset paints solid buttons with step 9 of the palette and white text, which is about
// 3.2:1 on green and fails WCAG AA (axe fails the story). Step 11 keeps the hue at 4.7:1.
const solidContrast = css({
  bg: 'colorPalette.11',
  _hover: { bg: 'colorPalette.12' },
  _disabled: { bg: 'bg.disabled', color: 'fg.disabled', _hover: { bg: 'bg.disabled' } },
})

// Solid buttons paint with the inherited palette, but no palette reaches them: panda.config's
// `globalCss.html` replaces the preset's `html { colorPalette: green }`. Name the brand's primary
// green (spec §9) here unless the caller picks a palette.
const palettes = { green: css({ colorPalette: 'green' }), red: css({ colorPalette: 'red' }) }

const spinnerSlot = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})

const spinnerStyles = css({
  borderColor: 'currentColor',
  borderBlockEndColor: 'transparent',
  borderInlineStartColor: 'transparent',
})

const hiddenWhileLoading = css({ opacity: '0' })

export interface ButtonProps extends ComponentProps<typeof StyledButton> {
  /** The palette a solid button paints with: the brand's green, or red for a destructive action. @default 'green' on solid buttons */
  colorPalette?: keyof typeof palettes
  /** Shows a spinner, disables the button and sets `aria-busy` while an action runs. @default false */
  loading?: boolean
}

/**
 * Park UI's button on Ark's `ark.button`. Variants `solid | outline | ghost | link | subtle`,
 * sizes `xs`–`2xl`. With `asChild` it styles its only child (a link, say) instead of a `<button>`.
 */
export function Button({
  loading = false,
  disabled,
  asChild,
  className,
  colorPalette,
  children,
  ...rest
}: ButtonProps) {
  const isSolid = rest.variant === undefined || rest.variant === 'solid'
  // Other variants keep the palette they inherit unless one is named.
  const palette = colorPalette ?? (isSolid ? 'green' : undefined)
  const busy = loading || undefined
  // A link cannot be disabled natively; `aria-disabled` tells assistive technology instead.
  const disabledProps = asChild
    ? { 'aria-disabled': disabled || loading || undefined }
    : { disabled: disabled || loading }

  return (
    <StyledButton
      asChild={asChild}
      aria-busy={busy}
      data-loading={busy}
      className={cx(palette && palettes[palette], isSolid && solidContrast, className)}
      {...disabledProps}
      {...rest}
    >
      {loading && !asChild ? (
        <>
          <span className={spinnerSlot} aria-hidden="true">
            <span className={cx(spinner({ size: 'sm' }), spinnerStyles)} />
          </span>
          {/* Transparent rather than hidden, so the label still names the button while it loads. */}
          <span className={hiddenWhileLoading}>{children}</span>
        </>
      ) : (
        children
      )}
    </StyledButton>
  )
}

const iconOnly = css({ px: '0', aspectRatio: 'square' })

/** The accessible name, required: an icon alone has none. `aria-labelledby` when visible text (a count) must be part of it. */
export type IconButtonProps = ButtonProps & ({ 'aria-label': string } | { 'aria-labelledby': string })

/** A square button holding only an icon; its name is required because the icon has no text. */
export function IconButton({ className, ...rest }: IconButtonProps) {
  return <Button className={cx(iconOnly, className)} {...rest} />
}
