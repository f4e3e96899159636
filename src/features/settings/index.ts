// The settings feature's public face: what other features may use.
export { billingKey } from './api/billing'
export { prefetchBillingPage } from './prefetch'
