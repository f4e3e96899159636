// Fixtures of the report feature for other features' stories and tests.
export { makeReport } from './report.fixtures'
