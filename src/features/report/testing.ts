// Fixtures of the report feature for other features' stories and tests.
export { makeReport } from './report.fixtures'
// The mistake log shows a missed question with the same shape (issue 19).
export { reportQuestions } from './report.fixtures'
