import { carriesServerClock } from '@/lib/render-clock'
import { okOrNotFound } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { productDetailCall, readProductDetail } from '@/server/catalog/product-detail'

export const GET = contractRoute(productDetailCall, async ({ query }) => {
  const detail = await readProductDetail(query.url_key)
  // A client counts down to the flash sale's end or the sale price's from server_time.
  if (detail?.flash_sale || detail?.price_until) carriesServerClock()
  return okOrNotFound(detail)
})
