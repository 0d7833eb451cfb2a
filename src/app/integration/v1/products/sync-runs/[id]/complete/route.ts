import { z } from 'zod'

import { integrationRoute } from '@/server/integration/route'
import { completeSyncRun } from '@/server/integration/sync-runs'

/**
 * POST /integration/v1/products/sync-runs/<id>/complete — ends a full sync: the enabled products none of its
 * batches named are disabled.
 */
export const POST = integrationRoute(
  { scope: 'catalog:write', body: z.object({}) },
  async ({ integration, request }) => {
    const id = request.nextUrl.pathname.split('/').at(-2) ?? ''
    const result = await completeSyncRun(integration, id)
    return 'problem' in result
      ? {
          status: result.problem.status,
          body: { error: { code: result.problem.code, message: result.problem.message } },
        }
      : result
  },
)
