import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { productSearchCall, searchProducts } from '@/server/catalog/search'

export const POST = contractRoute(productSearchCall, async ({ body }) => ok(await searchProducts(body)))
