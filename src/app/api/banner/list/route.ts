import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { bannerListCall, listBanners } from '@/server/content/banners'

export const GET = contractRoute(bannerListCall, async ({ query }) => ok(await listBanners(query)))
