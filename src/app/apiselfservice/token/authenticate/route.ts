import { ok, refuse } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { authenticateCall } from '@/server/selfservice/schemas'
import { issueSelfServiceToken } from '@/server/selfservice/token'

export const POST = contractRoute(authenticateCall, async ({ body }) => {
  const token = await issueSelfServiceToken(body.client_id, body.client_secret)
  return token ? ok(token) : refuse('Client id or secret is wrong')
})
