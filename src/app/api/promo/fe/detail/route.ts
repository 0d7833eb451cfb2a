import { okOrNotFound } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { getPromotion, promotionDetailCall } from '@/server/content/promotions'

export const GET = contractRoute(promotionDetailCall, async ({ query }) =>
  okOrNotFound(await getPromotion(query.slug)),
)
