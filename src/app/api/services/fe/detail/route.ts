import { okOrNotFound } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { getService, serviceDetailCall } from '@/server/content/services'

export const GET = contractRoute(serviceDetailCall, async ({ query }) =>
  okOrNotFound(await getService(query.slug)),
)
