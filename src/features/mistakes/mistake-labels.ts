import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { MasteryLevel, Mistake } from './api/mistakes'

/** How the question was missed. */
export const outcomeName: Record<Mistake['outcome'], MessageDescriptor> = {
  wrong: msg`Wrong`,
  skipped: msg`Skipped`,
  unanswered: msg`Unanswered`,
}

/** The skill's mastery, from the learner's latest answers. */
export const masteryName: Record<MasteryLevel, MessageDescriptor> = {
  not_started: msg`Not started`,
  familiar: msg`Familiar`,
  proficient: msg`Proficient`,
  mastered: msg`Mastered`,
}

/** Subject names for the buttons and tabs (the catalog names them in the filters). */
export const subjectName: Record<Mistake['subject'], MessageDescriptor> = {
  math: msg`Math`,
  reading_writing: msg`Reading and Writing`,
}
