import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { handoffLogCall, recordHandoff } from '@/server/visits/visits'

// As for views: a click not counted is still a 200, the page sends and forgets.
export const POST = contractRoute(handoffLogCall, async ({ body, request, client }) =>
  ok(await recordHandoff(body.path, request.headers, client)),
)
