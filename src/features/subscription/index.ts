export { NoAccess } from './components/no-access'
export { SubscriptionBanner, TrialCountdown } from './components/subscription-banner'
