import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { MasteryLevel } from './api/learning'

/** The levels from none to all: the legend's order and the share of the marker filled. */
export const masteryLevels: readonly MasteryLevel[] = ['not_started', 'familiar', 'proficient', 'mastered']

/** A level's name, shown in the legend and read after each skill. */
export const levelName: Record<MasteryLevel, MessageDescriptor> = {
  not_started: msg`Not started`,
  familiar: msg`Familiar`,
  proficient: msg`Proficient`,
  mastered: msg`Mastered`,
}
