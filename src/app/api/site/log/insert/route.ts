import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { countVisit, visitLogCall } from '@/server/visits/visits'

export const POST = contractRoute(visitLogCall, async ({ body }) => ok(await countVisit(body.path)))
