// The report feature's public face: what other features and the app may use.
export { prefetchReportPage } from './prefetch'
export { reportQuery } from './api/report'
