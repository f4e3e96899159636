import { paths } from '~/lib/paths'
import type { DivisionSubject } from './api/divisions'

export const divisionSubjects: readonly DivisionSubject[] = ['math', 'reading_writing']

export const isDivisionSubject = (value: string | null): value is DivisionSubject =>
  divisionSubjects.includes(value as DivisionSubject)

/** `/divisions/test?subject=…`: the subject's next division quiz or its Short Test. */
export const divisionTestHref = (subject: DivisionSubject) =>
  `${paths.divisionTest.getHref()}?${new URLSearchParams({ subject })}`
