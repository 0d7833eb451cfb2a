import { okOrNotFound } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { productDetailCall, readProductDetail } from '@/server/catalog/product-detail'

export const GET = contractRoute(productDetailCall, async ({ query }) =>
  okOrNotFound(await readProductDetail(query.url_key)),
)
