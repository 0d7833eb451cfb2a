import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { paidRows, paidRowsCall } from '@/server/receipt/receipts'

export const POST = contractRoute(paidRowsCall, async ({ body, isStaff }) => outcome(await paidRows(body, isStaff)))
