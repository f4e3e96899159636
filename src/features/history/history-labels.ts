import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { QuizKind, SubjectId } from './history-search'

/** The kind of a test in the words of the report and the home page. */
export const kindName: Record<QuizKind, MessageDescriptor> = {
  evaluation: msg`Evaluation`,
  practice: msg`Practice`,
  division: msg`Division quiz`,
  short_test: msg`Short Test`,
  full_test: msg`Full-length test module`,
  review: msg`Review of missed questions`,
}

/** Subject names for when the catalog has not answered (it names them otherwise). */
export const subjectName: Record<SubjectId, MessageDescriptor> = {
  math: msg`Math`,
  reading_writing: msg`Reading and Writing`,
}
