import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { answerReturn, returnApprovalCall } from '@/server/refund/returns'

export const POST = contractRoute(returnApprovalCall, async ({ body, isStaff }) => outcome(await answerReturn(body, isStaff)))
