import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { isPersonalDataStaffRequest } from '@/server/privacy/staff-request'
import { paidRows, paidRowsCall } from '@/server/receipt/receipts'

export const POST = contractRoute(paidRowsCall, async ({ body, request }) =>
  outcome(await paidRows(body, () => isPersonalDataStaffRequest(request))),
)
