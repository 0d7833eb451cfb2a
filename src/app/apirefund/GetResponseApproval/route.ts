import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { isAdministratorRequest } from '@/server/privacy/staff-request'
import { answerReturn, returnApprovalCall } from '@/server/refund/returns'

export const POST = contractRoute(returnApprovalCall, async ({ body, request }) =>
  outcome(await answerReturn(body, () => isAdministratorRequest(request))),
)
