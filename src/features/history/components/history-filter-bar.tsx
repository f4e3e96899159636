import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { Catalog } from '~/features/catalog'
import { Button } from '~/ui/button'
import { ANY, FilterSelect, type FilterOption } from '~/ui/select'
import { QUIZ_KINDS, SUBJECTS, SYSTEMS, hasFilters, type HistoryFilters } from '../history-search'
import { kindName, subjectName } from '../history-labels'
import { DateFilter } from './date-filter'

const bar = css({
  display: 'grid',
  // Two columns on a 390 px phone, three beside the sidebar: the two days always share a row.
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
  alignItems: 'start',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
})
const actions = css({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' })

export interface HistoryFilterBarProps {
  filters: HistoryFilters
  /** Called with the whole set of filters after one of them changed. */
  onChange: (filters: HistoryFilters) => void
  /** Names of systems, subjects and domains; without it the selects offer what the contract lists. */
  catalog: Catalog | undefined
}

/**
 * The filters of `/history`: type, system, subject, domain and the days a test was taken, each
 * applied as soon as it is chosen. Choosing a subject drops a domain that is not one of its own.
 */
export function HistoryFilterBar({ filters, onChange, catalog }: HistoryFilterBarProps) {
  const { t, i18n } = useLingui()

  const options = useMemo(() => {
    const systems: FilterOption[] = catalog
      ? catalog.systems.map((system) => ({ value: system.id, label: system.name }))
      : SYSTEMS.map((id) => ({ value: id, label: id }))
    const subjectsOfSystem = catalog?.systems
      .filter((system) => filters.system === undefined || system.id === filters.system)
      .flatMap((system) => system.subjects)
    const subjects: FilterOption[] = subjectsOfSystem
      ? unique(subjectsOfSystem.map((subject) => ({ value: subject.id, label: subject.name })))
      : SUBJECTS.map((id) => ({ value: id, label: i18n._(subjectName[id]) }))
    const domains: FilterOption[] = unique(
      (subjectsOfSystem ?? [])
        .filter((subject) => filters.subject === undefined || subject.id === filters.subject)
        .flatMap((subject) => subject.domains.map((domain) => ({ value: domain.id, label: domain.name }))),
    )
    return {
      kind: [
        { value: ANY, label: t`All types` },
        ...QUIZ_KINDS.map((id) => ({ value: id, label: i18n._(kindName[id]) })),
      ],
      system: [{ value: ANY, label: t`All systems` }, ...systems],
      subject: [{ value: ANY, label: t`All subjects` }, ...subjects],
      domain: [{ value: ANY, label: t`All domains` }, ...domains],
    }
  }, [catalog, filters.system, filters.subject, t, i18n])

  const set = (changes: Partial<HistoryFilters>) => {
    const next = { ...filters, ...changes }
    // A domain belongs to one subject: another subject (or system) drops it unless it is offered there too.
    const subjects = catalog?.systems
      .filter((system) => next.system === undefined || system.id === next.system)
      .flatMap((system) => system.subjects)
      .filter((subject) => next.subject === undefined || subject.id === next.subject)
    if (next.domain && subjects && !subjects.some((s) => s.domains.some((d) => d.id === next.domain)))
      next.domain = undefined
    onChange(withoutEmpty(next))
  }
  const dateError =
    filters.from && filters.to && filters.from > filters.to ? t`The end date is before the start date.` : undefined

  return (
    <form
      role="search"
      aria-label={t`Filter tests`}
      className={bar}
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <FilterSelect
        label={<Trans>Type</Trans>}
        name="kind"
        options={options.kind}
        value={filters.kind}
        onChange={(kind) => set({ kind: kind as HistoryFilters['kind'] })}
      />
      <FilterSelect
        label={<Trans>System</Trans>}
        name="system"
        options={options.system}
        value={filters.system}
        onChange={(system) => set({ system: system as HistoryFilters['system'] })}
      />
      <FilterSelect
        label={<Trans>Subject</Trans>}
        name="subject"
        options={options.subject}
        value={filters.subject}
        onChange={(subject) => set({ subject: subject as HistoryFilters['subject'] })}
      />
      <FilterSelect
        label={<Trans>Domain</Trans>}
        name="domain"
        options={options.domain}
        value={filters.domain}
        onChange={(domain) => set({ domain })}
        disabled={!catalog}
      />
      <DateFilter
        label={<Trans>From</Trans>}
        name="from"
        value={filters.from}
        max={filters.to}
        onCommit={(from) => set({ from })}
      />
      <DateFilter
        label={<Trans>To</Trans>}
        name="to"
        value={filters.to}
        min={filters.from}
        onCommit={(to) => set({ to })}
        errorText={dateError}
      />
      {hasFilters(filters) && (
        <div className={actions}>
          <Button type="button" variant="outline" size="sm" onClick={() => onChange({})}>
            <Trans>Clear filters</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}

function unique(options: FilterOption[]): FilterOption[] {
  const seen = new Set<string>()
  return options.filter((option) => !seen.has(option.value) && seen.add(option.value))
}

function withoutEmpty(filters: HistoryFilters): HistoryFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as HistoryFilters
}
