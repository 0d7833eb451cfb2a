import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { categoryListCall, listCategories } from '@/server/catalog/categories'

export const GET = contractRoute(categoryListCall, async ({ query }) => ok(await listCategories(query)))
