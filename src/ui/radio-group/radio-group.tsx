import {
  createContext,
  useContext,
  useId,
  useMemo,
  useState,
  type ChangeEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react'
import { css, cx } from 'styled-system/css'
import { radioGroupRecipe } from './radio-group.recipe'

// The browser's own radio buttons with static class names, not Ark's radio group: a selection is
// one native `change` and a re-render of plain elements. Ark's group ran a state machine and a
// styled wrapper per part on every pointer down, focus and click, which kept answer selection on
// the quiz screen over its 50 ms budget at 4x CPU (docs/decisions.md, issue 15).

type Classes = ReturnType<typeof radioGroupRecipe>

interface GroupState {
  name: string
  labelId: string
  value: string | null
  disabled: boolean
  readOnly: boolean
  classes: Classes
  select: (value: string) => void
}

interface ItemState {
  value: string
  checked: boolean
}

const GroupContext = createContext<GroupState | null>(null)
const ItemContext = createContext<ItemState | null>(null)

function useGroup(part: string): GroupState {
  const group = useContext(GroupContext)
  if (!group) throw new Error(`RadioGroup.${part} must be inside RadioGroup.Root`)
  return group
}

function useItem(part: string): ItemState {
  const item = useContext(ItemContext)
  if (!item) throw new Error(`RadioGroup.${part} must be inside RadioGroup.Item`)
  return item
}

/** The state attributes Ark's anatomy set, which the recipe and the tests read. */
const stateAttributes = (group: GroupState, checked: boolean) => ({
  'data-state': checked ? 'checked' : 'unchecked',
  'data-disabled': group.disabled ? '' : undefined,
  'data-readonly': group.readOnly ? '' : undefined,
})

export interface ValueChangeDetails {
  value: string
}

export interface RootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The checked option (controlled); `null` for none. */
  value?: string | null
  /** The option checked first (uncontrolled). @default null */
  defaultValue?: string | null
  onValueChange?: (details: ValueChangeDetails) => void
  /** The radios' shared `name` (arrow keys move within it). @default a unique id */
  name?: string
  /** @default false */
  disabled?: boolean
  /** The options can be focused and read, not changed (answers after feedback). @default false */
  readOnly?: boolean
  /** `plain` (a dot) or `card` (a bordered card, a marker in the control). @default 'plain' */
  variant?: 'plain' | 'card'
}

/**
 * Owns the value (`value` / `onValueChange`, or `defaultValue`). Renders `role="radiogroup"`,
 * named by its `<RadioGroup.Label>` or by `aria-labelledby`. One tab stop; the arrow keys move
 * and select (the browser's own radio buttons, mirrored in a right-to-left page).
 */
export function Root({
  value: controlled,
  defaultValue = null,
  onValueChange,
  name,
  disabled = false,
  readOnly = false,
  variant = 'plain',
  className,
  children,
  ...props
}: RootProps) {
  const ownName = useId()
  const labelId = useId()
  const [uncontrolled, setUncontrolled] = useState(defaultValue)
  const value = controlled === undefined ? uncontrolled : controlled
  const classes = useMemo(() => radioGroupRecipe({ variant }), [variant])
  const group = useMemo<GroupState>(
    () => ({
      name: name ?? ownName,
      labelId,
      value,
      disabled,
      readOnly,
      classes,
      select: (next) => {
        if (controlled === undefined) setUncontrolled(next)
        onValueChange?.({ value: next })
      },
    }),
    [name, ownName, labelId, value, disabled, readOnly, classes, controlled, onValueChange],
  )
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-readonly={readOnly || undefined}
      aria-disabled={disabled || undefined}
      data-part="root"
      {...props}
      className={cx(classes.root, className)}
    >
      <GroupContext.Provider value={group}>{children}</GroupContext.Provider>
    </div>
  )
}

/** The group's visible name (without one, name the group with `aria-labelledby` on the root). */
export function Label({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  const group = useGroup('Label')
  return <span id={group.labelId} data-part="label" {...props} className={cx(group.classes.label, className)} />
}

/** One option: a `<label>` around its control, text and input, so a click anywhere on it chooses. */
export function Item({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const group = useGroup('Item')
  const checked = group.value === value
  const item = useMemo(() => ({ value, checked }), [value, checked])
  return (
    <label data-part="item" {...stateAttributes(group, checked)} className={cx(group.classes.item, className)}>
      <ItemContext.Provider value={item}>{children}</ItemContext.Provider>
    </label>
  )
}

/** The visible circle (hidden from assistive technology); in `card`, it holds a marker such as a letter. */
export function ItemControl({ children }: { children?: ReactNode }) {
  const group = useGroup('ItemControl')
  const { checked } = useItem('ItemControl')
  return (
    <span
      aria-hidden="true"
      data-part="item-control"
      {...stateAttributes(group, checked)}
      className={group.classes.itemControl}
    >
      {children}
    </span>
  )
}

/** The option's accessible name: everything a screen reader should hear for it goes here. */
export function ItemText({ children }: { children: ReactNode }) {
  const group = useGroup('ItemText')
  const { checked } = useItem('ItemText')
  return (
    <span data-part="item-text" {...stateAttributes(group, checked)} className={group.classes.itemText}>
      {children}
    </span>
  )
}

// Out of sight but focusable: the card shows the focus ring (`:has(:focus-visible)`).
const hiddenInput = css({ srOnly: true })

/** The native `<input type="radio">` that takes focus and keyboard input; required in every item. */
export function ItemHiddenInput() {
  const group = useGroup('ItemHiddenInput')
  const { value, checked } = useItem('ItemHiddenInput')
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Read-only: React puts the checked radio back after the event.
    if (event.target.checked && !group.readOnly) group.select(value)
  }
  return (
    <input
      type="radio"
      name={group.name}
      value={value}
      checked={checked}
      disabled={group.disabled}
      onChange={onChange}
      data-part="item-hidden-input"
      className={hiddenInput}
    />
  )
}
