import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { components } from '@common/api/schema.gen'

/** The sections' names. */
export const subjectTitle: Record<components['schemas']['Subject'], MessageDescriptor> = {
  math: msg`Math`,
  reading_writing: msg`Reading and Writing`,
}

/** The module-2 route a section took, in the report's words. */
export const routeName: Record<components['schemas']['ModuleRoute'], MessageDescriptor> = {
  harder: msg`Harder module 2`,
  easier: msg`Easier module 2`,
}

/** A question's result in the report's table of times. */
export const resultName: Record<'correct' | 'wrong' | 'unanswered' | 'skipped', MessageDescriptor> = {
  correct: msg`Correct`,
  wrong: msg`Wrong`,
  unanswered: msg`Not answered`,
  skipped: msg`Skipped`,
}
