import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { listStyleGalleries, styleGalleryListCall } from '@/server/content/style-galleries'

export const GET = contractRoute(styleGalleryListCall, async ({ query }) =>
  ok(await listStyleGalleries(query)),
)
