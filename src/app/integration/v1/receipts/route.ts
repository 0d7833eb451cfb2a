import { batchBody } from '@/server/integration/batch'
import { upsertReceipts } from '@/server/integration/receipts'
import { integrationRoute } from '@/server/integration/route'

/** POST /integration/v1/receipts — sales receipts from the point of sale, upserted by receipt number. */
export const POST = integrationRoute({ scope: 'receipts:write', body: batchBody }, async ({ body }) => ({
  body: await upsertReceipts(body.rows),
}))
