import { okOrNotFound } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { articleProductsCall, listArticleProducts } from '@/server/content/articles'

export const GET = contractRoute(articleProductsCall, async ({ query }) =>
  okOrNotFound(await listArticleProducts(query)),
)
