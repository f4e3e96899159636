// The home feature's public face: what other features may use.
export { homeKey } from './api/statistics'
export { prefetchHomePage } from './prefetch'
