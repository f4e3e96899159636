import { prefetchQuietly, type PagePrefetch } from '~/lib/page-prefetch'
import { billingQuery } from './api/billing'

/**
 * `/settings/billing` opens on its first page of payments. (The other settings pages read only
 * the current user, which the signed-in layout reads.)
 */
export const prefetchBillingPage: PagePrefetch = (queryClient) => {
  prefetchQuietly(queryClient, billingQuery(1))
}
