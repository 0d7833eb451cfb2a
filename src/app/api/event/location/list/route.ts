import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { eventLocationCall, listEventLocations } from '@/server/events/events'

export const GET = contractRoute(eventLocationCall, async () => ok(await listEventLocations()))
