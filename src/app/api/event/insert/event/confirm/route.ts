import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { confirmEventRegistrationCall, eventConfirmCall } from '@/server/events/confirmation'

export const POST = contractRoute(eventConfirmCall, async ({ body }) =>
  outcome(await confirmEventRegistrationCall(body)),
)
