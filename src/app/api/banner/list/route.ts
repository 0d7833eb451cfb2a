import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { bannerListQuery, listBanners } from '@/server/content/banners'

export const GET = contractRoute({
  query: bannerListQuery,
  handle: async ({ query }) => ok(await listBanners(query)),
})
