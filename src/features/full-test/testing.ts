import type { FullTest } from './api/full-tests'

/** Full-length tests as `GET /full-tests` lists them, for other features' stories (home, history). */

/** A test under way, in its second module. */
export const runningFullTest: FullTest = {
  id: 'ft_Run0000000001',
  system: 'SAT',
  status: 'in_progress',
  stage: 1,
  stages: [],
  current_quiz_id: 'qz_Module000002',
  break_ends_at: null,
  break_remaining_seconds: null,
  clock_reveal_seconds: 300,
  started_at: '2026-11-26T09:00:00Z',
  completed_at: null,
  score: null,
}

/** A finished test with its total as a range (issue 17: one test in the history, not four modules). */
export const finishedFullTest: FullTest = {
  id: 'ft_Done000000001',
  system: 'SAT',
  status: 'completed',
  stage: 5,
  stages: [],
  current_quiz_id: null,
  break_ends_at: null,
  break_remaining_seconds: null,
  clock_reveal_seconds: 300,
  started_at: '2026-11-20T09:00:00Z',
  completed_at: '2026-11-20T11:20:00Z',
  score: { confidence: 0.8, sections: [], total: { score: 1130, low: 1070, high: 1190 } },
}
