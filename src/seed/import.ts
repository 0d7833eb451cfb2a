import type { CollectionSlug } from 'payload'

import type { SeedContext } from './context'
import type { RowResult } from '@/server/integration/batch'
import { maxBatchRows } from '@/server/integration/batch'

type Upsert<R> = (rows: R[]) => Promise<{ rows: RowResult[] }>

/**
 * Loads demo records through the integration API's import service (issue 39), the path the retailer's
 * systems use, so every seeded database has been through it. Only records the database lacks are sent: one
 * already there is left as staff may have edited it, which keeps the seed safe to run again. Returns every
 * record's id by its key, and the keys it created; a refused row stops the seed with its reason (the demo
 * data must be valid).
 */
export async function importMissing<R extends Record<string, unknown>>(
  ctx: SeedContext,
  collection: CollectionSlug,
  key: string,
  rows: R[],
  upsert: Upsert<R>,
): Promise<{ ids: Map<string, number>; created: Set<string> }> {
  const keys = rows.map((r) => String(r[key]))
  const { docs } = await ctx.payload.find({
    collection,
    where: { [key]: { in: keys } },
    select: { [key]: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const ids = new Map(
    docs.map((d) => [String((d as unknown as Record<string, unknown>)[key]), d.id as number]),
  )
  const missing = rows.filter((r) => !ids.has(String(r[key])))
  const created = new Set<string>()
  for (let i = 0; i < missing.length; i += maxBatchRows) {
    const { rows: results } = await upsert(missing.slice(i, i + maxBatchRows))
    const refused = results.filter((r) => r.status === 'refused')
    if (refused.length)
      throw new Error(
        `The import refused demo ${collection}: ${refused.map((r) => `${r.key}: ${r.reason}`).join('; ')}`,
      )
    for (const r of results) {
      ids.set(r.key!, r.id!)
      created.add(r.key!)
    }
  }
  return { ids, created }
}
