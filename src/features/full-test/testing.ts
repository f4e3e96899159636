import { makeTest } from './machines/full-test.fixtures'

/**
 * Full-length tests as `GET /full-tests` lists them, for other features' stories (home, history):
 * the machine's builder (`makeTest`), with ids and dates of their own.
 */

/** A test under way, in its second module. */
export const runningFullTest = {
  ...makeTest({ stage: 1 }),
  id: 'ft_Run0000000001',
  started_at: '2026-11-26T09:00:00Z',
}

/** A finished test with its total as a range (issue 17: one test in the history, not four modules). */
export const finishedFullTest = {
  ...makeTest({ stage: 5 }),
  id: 'ft_Done000000001',
  started_at: '2026-11-20T09:00:00Z',
  completed_at: '2026-11-20T11:20:00Z',
}
