// The divisions feature's public face. The quiz feature reads it and divisions uses the quiz's
// screen, so nothing exported here may import the quiz feature (import-x/no-cycle).
export { divisionsKey } from './api/divisions'
export { prefetchDivisionProgressPage, prefetchDivisionsPage } from './prefetch'
