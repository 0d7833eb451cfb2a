import { okOrNotFound } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { categoryDetailCall, getCategory } from '@/server/catalog/categories'

export const GET = contractRoute(categoryDetailCall, async ({ query }) =>
  okOrNotFound(await getCategory(query.slug)),
)
