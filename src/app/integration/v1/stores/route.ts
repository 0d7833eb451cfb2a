import { batchBody } from '@/server/integration/batch'
import { integrationRoute } from '@/server/integration/route'
import { upsertStores } from '@/server/integration/stores'

/** POST /integration/v1/stores — stores upserted by code; the store pages' caches drop once a batch. */
export const POST = integrationRoute({ scope: 'stores:write', body: batchBody }, async ({ body }) => ({
  body: await upsertStores(body.rows),
}))
