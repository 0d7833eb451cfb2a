import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { batchBody } from '@/server/integration/batch'
import { integrationCsv, integrationRoute, sendsCsv } from '@/server/integration/route'
import { getPayloadClient } from '@/server/payload'
import { importStockRows } from '@/server/stock/import'
import { importStockCsv } from '@/server/stock/stock-csv'

const json = integrationRoute({ scope: 'stock:write', body: batchBody }, async ({ body }) => ({
  body: await importStockRows(await getPayloadClient(), body.rows),
}))

const csv = integrationCsv(
  {
    scope: 'stock:write',
    query: z
      .object({
        store: z.string().trim().min(1).max(64).optional(),
        snapshot: z.enum(['true', 'false'], { message: 'snapshot is true or false' }).default('false'),
      })
      .refine((q) => q.snapshot === 'false' || q.store !== undefined, {
        message:
          'store is needed with snapshot=true: a snapshot is the whole stock of one store (?store=<code>)',
        path: ['store'],
      }),
  },
  async ({ body, query, integration }) =>
    importStockCsv(await getPayloadClient(), body, {
      store: query.store,
      snapshot: query.snapshot === 'true',
      uploader: `integration:${integration.id}`,
    }),
)

/**
 * POST /integration/v1/stock — stock per store from the POS or ERP, keyed by SKU and store code: a JSON batch
 * of up to 1,000 rows (deltas), or a CSV file of any length (`Content-Type: text/csv`; `?store=<code>` for a
 * file of one store, `&snapshot=true` when it is that store's whole stock: what it leaves out is then out of
 * stock there).
 */
export const POST = (request: NextRequest) => (sendsCsv(request) ? csv(request) : json(request))
