import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { checkbox } from 'styled-system/recipes'
import { useHydrated } from '~/lib/use-hydrated'

export interface CheckboxProps {
  /** Visible label; also the checkbox's accessible name. */
  children: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** Form field name. @default undefined */
  name?: string
  /** Marks it `aria-invalid` and shows `errorText`. @default false */
  invalid?: boolean
  /** Message shown under the checkbox while `invalid` is true. @default undefined */
  errorText?: ReactNode
  /** @default false */
  required?: boolean
  /** @default false */
  disabled?: boolean
}

// Step 11 of the brand green keeps the checked box at AA contrast (the preset's step 9 is 3.2:1).
const brand = css({
  colorPalette: 'green',
  '& [data-part="control"][data-state="checked"]': { bg: 'green.11', borderColor: 'green.11' },
})
const errorStyle = css({ color: 'red.11', fontSize: 'sm', marginTop: '1' })

/** A labelled checkbox (Ark UI `Checkbox` with the preset's recipe), e.g. accepting the terms. */
export function Checkbox({
  children,
  checked,
  onCheckedChange,
  name,
  invalid = false,
  errorText,
  required = false,
  disabled = false,
}: CheckboxProps) {
  const styles = checkbox({ size: 'md' })
  const hydrated = useHydrated()
  return (
    <div>
      <ArkCheckbox.Root
        className={cx(styles.root, brand)}
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        name={name}
        invalid={invalid}
        required={required}
        disabled={disabled}
      >
        <ArkCheckbox.Control className={styles.control}>
          <ArkCheckbox.Indicator className={styles.indicator}>
            <svg viewBox="0 0 14 14" fill="none" aria-hidden="true">
              <path
                d="M11.6666 3.5L5.24992 9.91667L2.33325 7"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </ArkCheckbox.Indicator>
        </ArkCheckbox.Control>
        <ArkCheckbox.Label className={styles.label}>{children}</ArkCheckbox.Label>
        {/* Its visually-hidden style is inline, which prerendered HTML cannot carry (CSP): after hydration. */}
        {hydrated && <ArkCheckbox.HiddenInput />}
      </ArkCheckbox.Root>
      {invalid && errorText !== undefined && (
        <p className={errorStyle} role="alert">
          {errorText}
        </p>
      )}
    </div>
  )
}
