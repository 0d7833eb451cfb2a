import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { eventListCall, listEvents } from '@/server/events/events'

export const GET = contractRoute(eventListCall, async ({ query }) => ok(await listEvents(query)))
