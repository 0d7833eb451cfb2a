import { okOrNotFound } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { readRecommendations, recommendationCall, recommendProducts } from '@/server/catalog/recommendations'

// The home page's tabs load from here (components/home/ProductTabs.tsx): their answers are the cached read
// the page itself renders from, dropped with it when staff edit products.
export const GET = contractRoute(recommendationCall, async ({ query }) =>
  okOrNotFound(
    query.url_key === 'homepage' && !query.is_informab2b
      ? await readRecommendations(query.tab, query.page_size)
      : await recommendProducts(query),
  ),
)
