// The report feature's public face: what other features and the app may use.
export { prefetchReportPage } from './prefetch'
export { reportQuery } from './api/report'
// The full-length test's report shows its results with the same parts (issue 17).
export { DomainResults } from './components/domain-results'
export { QuestionReview } from './components/question-review'
export { ReportSection } from './components/report-section'
export { SkillResults } from './components/skill-results'
// The mistake log shows a missed question's answers with the report's words (issue 19).
export { QuestionWithAnswers } from './components/question-with-answers'
export type { ReportQuestion } from './api/report'
