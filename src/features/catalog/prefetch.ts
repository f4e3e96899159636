import { prefetchQuietly, type PagePrefetch } from '~/lib/page-prefetch'
import { catalogQuery } from './api/catalog'

/** The evaluation and practice forms read the catalog (in the page's language) before anything else. */
export const prefetchCatalog: PagePrefetch = (queryClient, { locale }) => {
  prefetchQuietly(queryClient, catalogQuery(locale))
}
