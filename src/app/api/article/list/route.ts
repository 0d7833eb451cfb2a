import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { articleListCall, listArticles } from '@/server/content/articles'

export const GET = contractRoute(articleListCall, async ({ query }) => ok(await listArticles(query)))
