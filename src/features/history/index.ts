// The history feature's public face: what other features may use.
export { historyKey, progressQuery, type HistoryRow } from './api/history'
export { kindName, subjectName } from './history-labels'
export { prefetchHistoryPage } from './prefetch'
