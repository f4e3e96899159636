import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { components } from '@common/api/schema.gen'

/** The subjects' names, as the quiz's bar and the preview say them. */
export const subjectNames: Record<components['schemas']['Subject'], MessageDescriptor> = {
  math: msg`Math`,
  reading_writing: msg`Reading and Writing`,
}
