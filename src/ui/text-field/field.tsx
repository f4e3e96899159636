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
import { createStyleContext } from 'styled-system/jsx'
import { field, input, type InputVariantProps } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(field)

const StyledRoot = withProvider(FieldRoot, 'root')

// The input's focus ring uses the inherited palette, and none is set on <html> (panda.config's
// `globalCss.html` replaces the preset's): name the brand's primary green (spec §9).
const brandPalette = css({ colorPalette: 'green' })

/** Groups a label, a control and its messages, and wires their ids and `aria-*` states together. */
export function Root({ className, ...props }: ComponentProps<typeof StyledRoot>) {
  return <StyledRoot className={cx(brandPalette, className)} {...props} />
}
export const Label = withContext(FieldLabel, 'label')
export const HelperText = withContext(FieldHelperText, 'helperText')
const StyledErrorText = withContext(FieldErrorText, 'errorText')

// The preset's `fg.error` (red 9) is 3.8:1 on the canvas, under WCAG AA for 14 px text (axe fails
// it); red 11 is the palette's text step.
const errorTextColor = css({ color: 'red.11' })

/** Only rendered while the field is `invalid`; the input's `aria-errormessage` points at it. */
export function ErrorText({ className, ...props }: ComponentProps<typeof StyledErrorText>) {
  return <StyledErrorText className={cx(errorTextColor, className)} {...props} />
}
const StyledInput = withContext(FieldInput, 'input')

export interface InputProps extends Omit<ComponentProps<typeof StyledInput>, 'size'>, InputVariantProps {}

/** The input, styled by the preset's `input` recipe; `size` is the recipe's (`2xs`–`2xl`), not HTML's. @default 'md' */
export function Input({ size, className, ...props }: InputProps) {
  return <StyledInput className={cx(input({ size }), className)} {...props} />
}
const requiredIndicator = css({ color: 'red.11', ms: '0.5' })

/** Shows `*` after the label when the field is `required`; screen readers hear the input's `required` instead. */
export function RequiredIndicator({ className, ...props }: FieldRequiredIndicatorProps) {
  return <FieldRequiredIndicator className={cx(requiredIndicator, className)} {...props} />
}
export { FieldContext as Context } from '@ark-ui/react/field'
