import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { eventRegisterCall, registerForEvent } from '@/server/events/registration'

export const POST = contractRoute(eventRegisterCall, async ({ body }) =>
  outcome(await registerForEvent(body)),
)
