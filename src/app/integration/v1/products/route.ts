import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { batchBody } from '@/server/integration/batch'
import { importProductCsv } from '@/server/integration/products-csv'
import { getPayloadClient } from '@/server/payload'
import { integrationCsv, integrationRoute, sendsCsv } from '@/server/integration/route'
import { importProductBatch } from '@/server/integration/sync-runs'

const json = integrationRoute({ scope: 'catalog:write', body: batchBody }, ({ body, integration, request }) =>
  importProductBatch(integration, body.rows, request.nextUrl.searchParams.get('sync_run')),
)

const csv = integrationCsv(
  {
    scope: 'catalog:write',
    query: z.object({
      full_sync: z.enum(['true', 'false'], { message: 'full_sync is true or false' }).default('false'),
    }),
  },
  async ({ body, query, integration }) =>
    importProductCsv(await getPayloadClient(), body, {
      fullSync: query.full_sync === 'true',
      imageHosts: integration.imageHosts,
      uploader: `integration:${integration.id}`,
    }),
)

/**
 * POST /integration/v1/products — the catalogue from the ERP, upserted by SKU: a JSON batch of up to 1,000
 * rows (`?sync_run=<id>`: a batch of a full sync), or a CSV file of any length (`Content-Type: text/csv`;
 * `?full_sync=true` disables what it leaves out). The caches drop once per batch or file.
 */
export const POST = (request: NextRequest) => (sendsCsv(request) ? csv(request) : json(request))
