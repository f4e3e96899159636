import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import type { Catalog } from '~/features/catalog'
import { Select } from '~/ui/select'
import { Switch } from '~/ui/switch'
import type { MistakeFilters } from '../api/mistakes'
import { ANY, catalogSubjects, domainsFor, skillsFor, withFilter } from '../mistake-filters'

const bar = css({
  display: 'grid',
  gap: '4',
  // From the room the page gives, not the window's: one column on a phone, four on a desktop.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(12rem, 100%), 1fr))',
  alignItems: 'end',
})
const label = css({ fontWeight: 'semibold', textStyle: 'sm' })

interface Option {
  value: string
  label: string
}

function FilterSelect({
  name,
  title,
  options,
  value,
  onChange,
}: {
  name: string
  title: string
  options: Option[]
  value: string | undefined
  onChange: (value: string | undefined) => void
}) {
  const collection = useMemo(() => Select.createListCollection({ items: options }), [options])
  return (
    <Select.Root
      collection={collection}
      value={[value ?? ANY]}
      onValueChange={(details) => onChange(details.value[0] === ANY ? undefined : details.value[0])}
      name={name}
      className={css({ minWidth: '0' })}
    >
      <Select.Label className={label}>{title}</Select.Label>
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

/** The mistake log's filters: subject, domain, skill and difficulty from the catalog, and "not yet mastered". */
export function MistakeFiltersBar({
  catalog,
  filters,
  onChange,
}: {
  catalog: Catalog
  filters: MistakeFilters
  onChange: (filters: MistakeFilters) => void
}) {
  const { t } = useLingui()
  const change = (next: MistakeFilters) => onChange(withFilter(catalog, filters, next))
  const subjects = useMemo(
    () => [
      { value: ANY, label: t`All subjects` },
      ...catalogSubjects(catalog).map((entry) => ({ value: entry.id, label: entry.name })),
    ],
    [catalog, t],
  )
  const domains = useMemo(
    () => [
      { value: ANY, label: t`All domains` },
      ...domainsFor(catalog, filters.subject).map((entry) => ({ value: entry.id, label: entry.name })),
    ],
    [catalog, filters.subject, t],
  )
  const skills = useMemo(
    () => [
      { value: ANY, label: t`All skills` },
      ...skillsFor(catalog, filters).map((entry) => ({ value: entry.id, label: entry.name })),
    ],
    [catalog, filters, t],
  )
  const difficulties = useMemo(
    () => [
      { value: ANY, label: t`All difficulties` },
      ...catalog.difficulties.map((entry) => ({ value: entry.id, label: entry.name })),
    ],
    [catalog, t],
  )
  return (
    <div
      role="search"
      aria-label={t`Filter missed questions`}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <div className={bar}>
        <FilterSelect
          name="subject"
          title={t`Subject`}
          options={subjects}
          value={filters.subject}
          onChange={(value) => change({ subject: value as MistakeFilters['subject'] })}
        />
        <FilterSelect
          name="domain"
          title={t`Domain`}
          options={domains}
          value={filters.domain}
          onChange={(value) => change({ domain: value })}
        />
        <FilterSelect
          name="skill"
          title={t`Skill`}
          options={skills}
          value={filters.skill}
          onChange={(value) => change({ skill: value })}
        />
        <FilterSelect
          name="difficulty"
          title={t`Difficulty`}
          options={difficulties}
          value={filters.difficulty}
          onChange={(value) => change({ difficulty: value as MistakeFilters['difficulty'] })}
        />
      </div>
      <Switch
        name="not_mastered"
        checked={filters.not_mastered ?? false}
        onCheckedChange={(checked) => change({ not_mastered: checked })}
      >
        <Trans>Not yet mastered</Trans>
      </Switch>
    </div>
  )
}
