import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { isPersonalDataStaffRequest } from '@/server/privacy/staff-request'
import { getReturnDetail, returnDetailCall } from '@/server/refund/returns'

export const POST = contractRoute(returnDetailCall, async ({ body, request }) =>
  outcome(await getReturnDetail(body, () => isPersonalDataStaffRequest(request))),
)
