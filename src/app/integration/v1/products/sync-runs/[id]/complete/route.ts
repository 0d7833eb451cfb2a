import { z } from 'zod'

import { integrationRoute } from '@/server/integration/route'
import { completeSyncRun } from '@/server/integration/sync-runs'

/**
 * POST /integration/v1/products/sync-runs/<id>/complete — ends a full sync: the enabled products none of its
 * batches named are disabled.
 */
export const POST = integrationRoute(
  { scope: 'catalog:write', body: z.object({}) },
  ({ integration, request }) =>
    completeSyncRun(integration, request.nextUrl.pathname.split('/').at(-2) ?? ''),
)
