// Named parts, not the `Field` namespace: the namespace object keeps every part (the textarea's
// auto-resize, the select) in the first screen's code (issue 15).
import {
  FieldErrorText,
  FieldHelperText,
  FieldInput,
  FieldLabel,
  FieldRequiredIndicator,
  FieldRoot,
  type FieldRequiredIndicatorProps,
} from '@ark-ui/react/field'
import { css, cx } from 'styled-system/css'
import type { ComponentProps } from 'react'
import { field, input, type InputVariantProps } from 'styled-system/recipes'
import type { FieldErrorTextProps, FieldHelperTextProps, FieldLabelProps, FieldRootProps } from '@ark-ui/react/field'

// The slot recipe's class names, each part given its own: Panda's createStyleContext would do the
// same through a React context, 1 KiB gzip more on the first screen (issue 15).
const slots = field()

// The input's focus ring uses the inherited palette, and none is set on <html> (panda.config's
// `globalCss.html` replaces the preset's): name the brand's primary green (spec §9).
const brandPalette = css({ colorPalette: 'green' })

/** Groups a label, a control and its messages, and wires their ids and `aria-*` states together. */
export function Root({ className, ...props }: FieldRootProps) {
  return <FieldRoot className={cx(slots.root, brandPalette, className)} {...props} />
}
export function Label({ className, ...props }: FieldLabelProps) {
  return <FieldLabel className={cx(slots.label, className)} {...props} />
}
export function HelperText({ className, ...props }: FieldHelperTextProps) {
  return <FieldHelperText className={cx(slots.helperText, className)} {...props} />
}

// The preset's `fg.error` (red 9) is 3.8:1 on the canvas, under WCAG AA for 14 px text (axe fails
// it); red 11 is the palette's text step.
const errorTextColor = css({ color: 'red.11' })

/** Only rendered while the field is `invalid`; the input's `aria-errormessage` points at it. */
export function ErrorText({ className, ...props }: FieldErrorTextProps) {
  return <FieldErrorText className={cx(slots.errorText, errorTextColor, className)} {...props} />
}

export interface InputProps extends Omit<ComponentProps<typeof FieldInput>, 'size'>, InputVariantProps {}

/** The input, styled by the preset's `input` recipe; `size` is the recipe's (`2xs`–`2xl`), not HTML's. @default 'md' */
export function Input({ size, className, ...props }: InputProps) {
  return <FieldInput className={cx(slots.input, input({ size }), className)} {...props} />
}
const requiredIndicator = css({ color: 'red.11', ms: '0.5' })

/** Shows `*` after the label when the field is `required`; screen readers hear the input's `required` instead. */
export function RequiredIndicator({ className, ...props }: FieldRequiredIndicatorProps) {
  return <FieldRequiredIndicator className={cx(requiredIndicator, className)} {...props} />
}
export { FieldContext as Context } from '@ark-ui/react/field'
