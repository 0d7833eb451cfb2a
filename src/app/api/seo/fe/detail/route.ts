import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { getSeoDetail, seoDetailCall } from '@/server/seo/records'

export const GET = contractRoute(seoDetailCall, async ({ query }) => ok(await getSeoDetail(query.link_url)))
