import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { listPromotions, promotionListCall } from '@/server/content/promotions'

export const POST = contractRoute(promotionListCall, async ({ body }) => ok(await listPromotions(body)))
