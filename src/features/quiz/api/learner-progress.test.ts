import { describe, expect, it } from 'vitest'
import { mistakesKey } from '~/features/mistakes'
import { learningKey } from '~/features/plan'
import { learnerProgressKeys } from './learner-progress'

describe('the reads a finished quiz refreshes', () => {
  it("include the mistake log's and the plan's key roots, as those features write them", () => {
    expect(learnerProgressKeys).toContainEqual(mistakesKey)
    expect(learnerProgressKeys).toContainEqual(learningKey)
  })
})
