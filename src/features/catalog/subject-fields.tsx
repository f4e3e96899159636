import { Trans } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { RadioCard } from '~/ui/radio-card'
import type { Catalog, CatalogSubject, SubjectId, SystemId } from './api/catalog'

export interface SubjectChoice {
  system: SystemId
  subject: SubjectId
}

export interface SubjectFieldsProps {
  catalog: Catalog
  value: SubjectChoice
  onChange: (next: SubjectChoice) => void
  /** The server's messages for `system` and `subject` (a 422). @default {} */
  errors?: { system?: string; subject?: string }
  /** A line under each subject's card (its number of questions, say). @default undefined */
  describeSubject?: (subject: CatalogSubject) => ReactNode
}

/**
 * The exam system, then a subject of it, as two groups of cards. Choosing a system that lacks the
 * chosen subject moves to its first subject.
 */
export function SubjectFields({ catalog, value, onChange, errors = {}, describeSubject }: SubjectFieldsProps) {
  const ids = { system: useId(), subject: useId() }
  const system = catalog.systems.find((entry) => entry.id === value.system)
  const chooseSystem = (id: string | null) => {
    const next = catalog.systems.find((entry) => entry.id === id)
    if (!next) return
    const subject = next.subjects.find((entry) => entry.id === value.subject) ?? next.subjects[0]
    if (subject) onChange({ system: next.id, subject: subject.id })
  }
  const chooseSubject = (id: string | null) => {
    const subject = system?.subjects.find((entry) => entry.id === id)
    if (subject) onChange({ system: value.system, subject: subject.id })
  }

  return (
    <>
      <RadioCard.Root
        value={value.system}
        onValueChange={(details) => chooseSystem(details.value)}
        name="system"
        invalid={Boolean(errors.system)}
        aria-describedby={errors.system ? ids.system : undefined}
      >
        <RadioCard.Label>
          <Trans>Exam system</Trans>
        </RadioCard.Label>
        {catalog.systems.map((entry) => (
          <RadioCard.Item key={entry.id} value={entry.id}>
            <RadioCard.ItemControl />
            <RadioCard.ItemContent>
              <RadioCard.ItemText>{entry.name}</RadioCard.ItemText>
            </RadioCard.ItemContent>
            <RadioCard.ItemHiddenInput />
          </RadioCard.Item>
        ))}
        {errors.system && <RadioCard.ErrorText id={ids.system}>{errors.system}</RadioCard.ErrorText>}
      </RadioCard.Root>
      <RadioCard.Root
        value={value.subject}
        onValueChange={(details) => chooseSubject(details.value)}
        name="subject"
        invalid={Boolean(errors.subject)}
        aria-describedby={errors.subject ? ids.subject : undefined}
      >
        <RadioCard.Label>
          <Trans>Subject</Trans>
        </RadioCard.Label>
        {system?.subjects.map((entry) => (
          <RadioCard.Item key={entry.id} value={entry.id}>
            <RadioCard.ItemControl />
            <RadioCard.ItemContent>
              <RadioCard.ItemText>{entry.name}</RadioCard.ItemText>
              {describeSubject && <RadioCard.ItemDescription>{describeSubject(entry)}</RadioCard.ItemDescription>}
            </RadioCard.ItemContent>
            <RadioCard.ItemHiddenInput />
          </RadioCard.Item>
        ))}
        {errors.subject && <RadioCard.ErrorText id={ids.subject}>{errors.subject}</RadioCard.ErrorText>}
      </RadioCard.Root>
    </>
  )
}
