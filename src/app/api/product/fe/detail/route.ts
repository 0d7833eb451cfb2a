import { carriesServerClock } from '@/lib/render-clock'
import { okOrNotFound } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { productDetailCall, readProductDetail } from '@/server/catalog/product-detail'

export const GET = contractRoute(productDetailCall, async ({ query }) => {
  const detail = await readProductDetail(query.url_key)
  if (detail?.flash_sale) carriesServerClock()
  return okOrNotFound(detail)
})
