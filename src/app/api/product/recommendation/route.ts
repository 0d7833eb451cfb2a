import { okOrNotFound } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { recommendationCall, recommendProducts } from '@/server/catalog/recommendations'

export const GET = contractRoute(recommendationCall, async ({ query }) =>
  okOrNotFound(await recommendProducts(query)),
)
