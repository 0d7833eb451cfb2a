import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { answerReturn, returnApprovalCall } from '@/server/refund/returns'

export const POST = contractRoute(returnApprovalCall, async ({ body }) => outcome(await answerReturn(body)))
