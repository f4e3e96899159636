import { useMemo, type ReactNode } from 'react'
import * as Select from './select'

/** The "any" entry of a filter select: catalog ids and the contract's enums are never this. */
export const ANY = '*'

export interface FilterOption {
  value: string
  label: string
}

/**
 * A list filter: one Ark select whose options start with an "any" entry (value `ANY`), which stands
 * for no filter (`undefined`). A value the options do not offer (a domain before the catalog
 * answers) shows as "any".
 */
export function FilterSelect({
  label,
  name,
  options,
  value,
  onChange,
  disabled = false,
  className,
  labelClassName,
}: {
  label: ReactNode
  name: string
  options: FilterOption[]
  value: string | undefined
  onChange: (value: string | undefined) => void
  disabled?: boolean
  className?: string
  labelClassName?: string
}) {
  const collection = useMemo(() => Select.createListCollection({ items: options }), [options])
  const selected = value !== undefined && options.some((option) => option.value === value) ? value : ANY
  return (
    <Select.Root
      collection={collection}
      value={[selected]}
      onValueChange={(details) => {
        const next = details.value[0]
        onChange(next === undefined || next === ANY ? undefined : next)
      }}
      name={name}
      disabled={disabled}
      className={className}
    >
      <Select.Label className={labelClassName}>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText />
          <Select.Indicator />
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner>
        <Select.Content>
          {collection.items.map((item) => (
            <Select.Item key={item.value} item={item}>
              <Select.ItemText>{item.label}</Select.ItemText>
              <Select.ItemIndicator />
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
      <Select.HiddenSelect />
    </Select.Root>
  )
}
