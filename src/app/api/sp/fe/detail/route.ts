import { okOrNotFound } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { getStyleGallery, styleGalleryDetailCall } from '@/server/content/style-galleries'

export const GET = contractRoute(styleGalleryDetailCall, async ({ query }) =>
  okOrNotFound(await getStyleGallery(query.slug)),
)
