import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { flashSaleCall, getFlashSale } from '@/server/catalog/flash-sales'

export const GET = contractRoute(flashSaleCall, async ({ query }) => ok(await getFlashSale(query.type)))
