import { okOrNotFound } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { articleDetailCall, getArticle } from '@/server/content/articles'

export const GET = contractRoute(articleDetailCall, async ({ query }) =>
  okOrNotFound(await getArticle(query.slug)),
)
