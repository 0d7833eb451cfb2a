import { z } from 'zod'

import { integrationRoute } from '@/server/integration/route'
import { openSyncRun } from '@/server/integration/sync-runs'

/**
 * POST /integration/v1/products/sync-runs — opens a full sync sent as JSON batches: send each batch to
 * /integration/v1/products?sync_run=<run_id>, then complete the run.
 */
export const POST = integrationRoute(
  { scope: 'catalog:write', body: z.object({}) },
  async ({ integration }) => ({ status: 201, body: await openSyncRun(integration) }),
)
