import type { ResponseKey } from './student-response'

/** A response, the key it is scored against, and whether it earns the point. */
export interface ScoringCase {
  response: string
  key: ResponseKey
  accepted: boolean
}

const quarter: ResponseKey = { value: 0.25, accepted: ['1/4'] }
const threeQuarters: ResponseKey = { value: 0.75, accepted: ['3/4', '.75', '0.75'] }
const twoThirds: ResponseKey = { value: 2 / 3, accepted: ['2/3'] }
const twoThirdsAllForms: ResponseKey = { value: 2 / 3, accepted: ['2/3', '.6666', '.6667', '0.666', '0.667'] }
const minusTwoThirds: ResponseKey = { value: -2 / 3, accepted: ['-2/3'] }

const cases = (key: ResponseKey, accepted: boolean, responses: string[]): ScoringCase[] =>
  responses.map((response) => ({ response, key, accepted }))

/**
 * One table for every place that scores a student-produced response: the shared rules
 * (`isAcceptedResponse`, and `isAcceptedForm` for a key without its value) and the server's save
 * statement, which scores in SQL.
 */
export const scoringCases: readonly ScoringCase[] = [
  // Equivalent forms of an exact value.
  ...cases(quarter, true, ['1/4', '.25', '0.25', '2/8', '0.250']),
  ...cases(quarter, false, ['0.2']),
  ...cases(threeQuarters, true, ['0.75', '6/8', '30/40']),
  ...cases(threeQuarters, false, ['4/3', '-3/4', '0,75']),
  // A non-terminating decimal only when it fills every character, rounded or truncated.
  ...cases(twoThirds, true, ['2/3', '.6666', '.6667', '0.666', '0.667', '4/6']),
  ...cases(twoThirds, false, ['.66', '.67', '0.66', '.6', '.667']),
  ...cases(twoThirdsAllForms, false, ['.67']),
  ...cases(minusTwoThirds, true, ['-.6666', '-2/3']),
  ...cases(minusTwoThirds, false, ['-.66', '.6666']),
]
