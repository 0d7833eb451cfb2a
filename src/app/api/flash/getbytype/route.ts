import { carriesServerClock } from '@/lib/render-clock'
import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { flashSaleCall, getFlashSale } from '@/server/catalog/flash-sales'

export const GET = contractRoute(flashSaleCall, async ({ query }) => {
  const data = await getFlashSale(query.type)
  if (data.flash_sale) carriesServerClock()
  return ok(data)
})
