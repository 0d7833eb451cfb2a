import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { getReturnDetail, returnDetailCall } from '@/server/refund/returns'

export const POST = contractRoute(returnDetailCall, async ({ body, isStaff }) => outcome(await getReturnDetail(body, isStaff)))
