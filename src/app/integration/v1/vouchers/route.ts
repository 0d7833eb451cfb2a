import { batchBody } from '@/server/integration/batch'
import { integrationRoute } from '@/server/integration/route'
import { upsertVouchers } from '@/server/integration/vouchers'

/** POST /integration/v1/vouchers — vouchers upserted by code; a claimed voucher is not changed. */
export const POST = integrationRoute({ scope: 'vouchers:write', body: batchBody }, async ({ body }) => ({
  body: await upsertVouchers(body.rows),
}))
