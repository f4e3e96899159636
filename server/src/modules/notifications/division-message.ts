import type { Schemas } from '../../api/contract'
import { learning } from '../../domain/constants'
import { translate, type ServerLocale } from '../../i18n/messages'

/**
 * The sentence for a division status: the level the learner is in and where they stand. It lives with
 * notifications because a `division_result` notification renders it when read (in the reader's
 * language); the divisions module imports it from here, so notifications never imports divisions.
 */
export function divisionMessage(
  locale: ServerLocale,
  status: Schemas['DivisionStatus'],
  level: number,
  solved = 0,
): string {
  const params = { level: String(level), solved: String(solved), total: String(learning.divisions.quizzesPerLevel) }
  const key = {
    in_level: 'divisionInLevel',
    eligible_for_promotion: 'divisionEligible',
    promoted: 'divisionPromoted',
    stayed: 'divisionStayed',
    relegated: 'divisionRelegated',
  } as const
  return translate(locale, key[status], params)
}
