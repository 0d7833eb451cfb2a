import { okOrNotFound } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { eventDetailCall, getEvent } from '@/server/events/events'

export const GET = contractRoute(eventDetailCall, async ({ query }) =>
  okOrNotFound(await getEvent(query.slug)),
)
