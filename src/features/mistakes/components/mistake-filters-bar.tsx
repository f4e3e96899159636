import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import type { Catalog } from '~/features/catalog'
import { ANY, FilterSelect } from '~/ui/select'
import { Switch } from '~/ui/switch'
import type { MistakeFilters } from '../api/mistakes'
import { catalogSubjects, domainsFor, skillsFor, withFilter } from '../mistake-filters'

const bar = css({
  display: 'grid',
  gap: '4',
  // From the room the page gives, not the window's: one column on a phone, four on a desktop.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(12rem, 100%), 1fr))',
  alignItems: 'end',
})
const label = css({ fontWeight: 'semibold', textStyle: 'sm' })

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
          className={css({ minWidth: '0' })}
          labelClassName={label}
          name="subject"
          label={t`Subject`}
          options={subjects}
          value={filters.subject}
          onChange={(value) => change({ subject: value as MistakeFilters['subject'] })}
        />
        <FilterSelect
          className={css({ minWidth: '0' })}
          labelClassName={label}
          name="domain"
          label={t`Domain`}
          options={domains}
          value={filters.domain}
          onChange={(value) => change({ domain: value })}
        />
        <FilterSelect
          className={css({ minWidth: '0' })}
          labelClassName={label}
          name="skill"
          label={t`Skill`}
          options={skills}
          value={filters.skill}
          onChange={(value) => change({ skill: value })}
        />
        <FilterSelect
          className={css({ minWidth: '0' })}
          labelClassName={label}
          name="difficulty"
          label={t`Difficulty`}
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
