import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { brandListCall, listBrands } from '@/server/content/brands'

export const GET = contractRoute(brandListCall, async ({ query }) => ok(await listBrands(query)))
