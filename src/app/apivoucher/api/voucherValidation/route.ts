import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { validateVoucher, voucherCall } from '@/server/voucher/vouchers'

export const POST = contractRoute(voucherCall, async ({ body, client, isStaff }) => outcome(await validateVoucher(body, { client, isStaff })))
