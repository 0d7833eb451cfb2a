import { inArray } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionBeforeDeleteHook } from 'payload'

import { drizzleOf, tableOf } from '../data/drizzle'

/**
 * A product or store deleted in /admin takes its stock levels with it, in the delete's own transaction (the
 * levels name both, and products normally leave the range by being disabled, which keeps them).
 */
export const forgetStock =
  (column: 'product' | 'store'): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const adapter = drizzleOf(req.payload)
    const db = (req.transactionID && adapter.sessions[String(await req.transactionID)]?.db) || adapter.drizzle
    const levels = tableOf(adapter, 'stock_levels')
    await db.delete(levels).where(inArray(levels[column] as never, [Number(id)]))
  }
