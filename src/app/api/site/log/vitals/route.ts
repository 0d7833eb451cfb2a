import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { recordVitals, vitalsLogCall } from '@/server/visits/vitals'

// Readings that are not counted still answer 200: the beacon is fire-and-forget (as the visit call).
export const POST = contractRoute(vitalsLogCall, async ({ body, request, client }) =>
  ok(await recordVitals(body, request.headers, client)),
)
