import { Combobox, createListCollection } from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { useLingui } from '@lingui/react/macro'
import type { CountryCode } from 'libphonenumber-js/min'
import { useId, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { css, cx } from 'styled-system/css'
import { combobox, input } from 'styled-system/recipes'
import { useLocale } from '~/i18n/locale-context'
import { Icon } from '~/ui/icon'
import { countryList, searchCountries, type CountryEntry } from './countries'

const classes = combobox({ size: 'md' })

const countryControl = css({ position: 'relative', flexShrink: 0, width: '8.5rem' })
// Room for the chevron on its side. The code ("EG +20") is left to right, so the input's own
// direction is too: its padding is set by the page's side of the chevron, not the input's.
const countryInput = css({ pr: '8', _rtl: { pr: '3', pl: '8' } })
// The preset pins the trigger with a physical `right`; this one follows the page direction.
const countryTrigger = css({
  position: 'absolute',
  top: '0',
  bottom: '0',
  insetInlineEnd: '0',
  display: 'flex',
  alignItems: 'center',
  px: '2',
  color: 'fg.muted',
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed', opacity: 0.6 },
})
const countryContent = css({
  maxH: '18rem',
  overflowY: 'auto',
  width: '18rem',
  maxW: 'calc(100vw - 2rem)',
  '&[data-empty]': { display: 'none' },
})
const countryItem = css({ height: 'auto', minH: '10', py: '1.5', gap: '2' })
const countryEmpty = css({
  '&:not(:empty)': {
    width: '18rem',
    maxW: 'calc(100vw - 2rem)',
    px: '3',
    py: '2',
    bg: 'bg.default',
    borderRadius: 'l2',
    boxShadow: 'lg',
    color: 'fg.muted',
    textStyle: 'sm',
  },
})
const srOnly = css({ srOnly: true })

// The field's own 16 px icons, under the spec's smallest size (24 px) for icons that stand alone.
const smallIcon = { width: 16, height: 16 }

const countryLabel = (entry: CountryEntry) => `${entry.iso2} +${entry.dialCode}`

export interface CountryPickerProps {
  /** The selected country, shown as `EG +20`. */
  country: CountryCode
  /** Listed first (the default or looked-up country); the others follow in the page's language. */
  preferredCountry: CountryCode
  /** A country picked from the list (the same one picked again is passed too). */
  onCountryChange: (country: CountryCode) => void
  disabled: boolean
  readOnly: boolean
}

/**
 * The phone field's country select: a combobox named "Country" whose typed text searches the
 * countries by name, ISO code or dialling code. Built on Ark's `Combobox`.
 */
export function CountryPicker({ country, preferredCountry, onCountryChange, disabled, readOnly }: CountryPickerProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [query, setQuery] = useState<string | null>(null)

  const countries = countryList(locale, preferredCountry)
  const collection = useMemo(
    () =>
      createListCollection<CountryEntry>({
        items: query === null ? countries : searchCountries(countries, query),
        itemToValue: (entry) => entry.iso2,
        itemToString: countryLabel,
      }),
    [countries, query],
  )
  const selectedEntry = countries.find((entry) => entry.iso2 === country)
  const shownCountry = selectedEntry ? countryLabel(selectedEntry) : country

  // Typing into the select searches: what was typed around the shown country (the caret may sit
  // after it), or a fresh start once part of it is erased.
  function searchText(inputValue: string): string {
    if (inputValue === shownCountry) return ''
    if (inputValue.startsWith(shownCountry)) return inputValue.slice(shownCountry.length)
    if (inputValue.endsWith(shownCountry)) return inputValue.slice(0, -shownCountry.length)
    if (query === null && shownCountry.startsWith(inputValue)) return ''
    return inputValue
  }

  const ids = { label: useId(), input: useId() }

  return (
    // Inside Field.Root, Ark would give the select the number's ids and states: name them here.
    <Combobox.Root
      className={countryControl}
      collection={collection}
      ids={ids}
      value={[country]}
      inputValue={query ?? shownCountry}
      onInputValueChange={(details) => {
        if (details.reason !== 'input-change') return setQuery(null)
        // Ark hands the change over a microtask after the keystroke, and writes the input from a
        // passive effect: rendered at once, the next keystroke cannot land in between and be lost.
        flushSync(() => setQuery(searchText(details.inputValue)))
      }}
      onValueChange={(details) => {
        const next = details.items[0]
        if (next !== undefined) onCountryChange(next.iso2)
      }}
      onOpenChange={(details) => {
        if (!details.open) setQuery(null)
      }}
      openOnClick
      inputBehavior="autohighlight"
      disabled={disabled}
      readOnly={readOnly}
      invalid={false}
      required={false}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-start', gutter: 8 }}
      translations={{ triggerLabel: t`Show countries` }}
    >
      <Combobox.Label className={srOnly}>{t`Country`}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          className={cx(input({ size: 'md' }), countryInput)}
          dir="auto"
          aria-describedby={undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Combobox.Trigger className={countryTrigger}>
          <Icon name="chevronDown" {...smallIcon} />
        </Combobox.Trigger>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content className={cx(classes.content, countryContent)}>
            {collection.items.map((entry) => (
              <Combobox.Item key={entry.iso2} item={entry} className={cx(classes.item, countryItem)}>
                <Combobox.ItemText>
                  {entry.name}{' '}
                  <span dir="ltr">
                    ({entry.iso2}) +{entry.dialCode}
                  </span>
                </Combobox.ItemText>
                <Combobox.ItemIndicator className={classes.itemIndicator}>
                  <Icon name="check" {...smallIcon} />
                </Combobox.ItemIndicator>
              </Combobox.Item>
            ))}
          </Combobox.Content>
          {/* Outside the listbox, which may hold only options; a live region so it is heard. */}
          <div role="status" className={countryEmpty}>
            {collection.size === 0 ? t`No country matches.` : null}
          </div>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  )
}
