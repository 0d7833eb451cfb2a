import { batchBody } from '@/server/integration/batch'
import { integrationRoute } from '@/server/integration/route'
import { upsertReturns } from '@/server/integration/returns'

/** POST /integration/v1/returns — returns upserted by return number; a decided return is not changed. */
export const POST = integrationRoute({ scope: 'returns:write', body: batchBody }, async ({ body }) => ({
  body: await upsertReturns(body.rows),
}))
