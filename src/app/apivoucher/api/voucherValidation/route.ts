import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { isPersonalDataStaffRequest } from '@/server/privacy/staff-request'
import { validateVoucher, voucherCall } from '@/server/voucher/vouchers'

export const POST = contractRoute(voucherCall, async ({ body, client, request }) =>
  outcome(await validateVoucher(body, { client, isStaff: () => isPersonalDataStaffRequest(request) })),
)
