// The subscription feature's public face: what other features and the app may use.
export { subscriptionCheckQuery } from './api/subscription-check'
export { NoAccess } from './components/no-access'
export { SubscriptionBanner, TrialCountdown } from './components/subscription-banner'
export { SubscriptionProvider, useHasAccess, useSubscriptionChecking } from './subscription-context'
export type { SubscriptionCheck } from './subscription.machine'
