// Each page's own reads (issue 15), from the features that own their queries. One chunk of its
// own, which `/` does not carry: routes.ts loads it with a signed-in page's first prefetch.
export { prefetchCatalog } from '~/features/catalog'
export { prefetchDivisionProgressPage, prefetchDivisionsPage } from '~/features/divisions'
export { prefetchHistoryPage } from '~/features/history'
export { prefetchHomePage } from '~/features/home'
export { prefetchReportPage } from '~/features/report'
export { prefetchBillingPage } from '~/features/settings'
