import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { recordVisit, visitLogCall } from '@/server/visits/visits'

// A view that is not counted is still a 200: the beacon is fire-and-forget, and a refusal would only fill
// consoles.
export const POST = contractRoute(visitLogCall, async ({ body, request, client }) =>
  ok(await recordVisit(body.path, request.headers, client)),
)
