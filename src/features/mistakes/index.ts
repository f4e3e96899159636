// The mistakes feature's public face (issue 19): what the home page and other features may use.
export { mistakesKey, reviewsDueQuery, type ReviewsDue } from './api/mistakes'
export { DueReviewCard } from './components/due-review-card'
