import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, tableOf } from './drizzle'

/**
 * Takes a due row of a queue table (the Outbox, webhook deliveries: `status` 'queued' and `next_attempt_at`)
 * for this pass, in one conditional UPDATE: its next attempt moves a lease ahead only while it is still
 * queued and due, so of two passes that found it (Next.js loads a module once per bundle, each with its own
 * loop guard; several instances share one database) exactly one sends it. A sender that dies leaves the row
 * to be taken again when the lease ends.
 */
export async function claimDue(
  payload: Payload,
  tableName: string,
  id: number,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const adapter = drizzleOf(payload)
  const table = tableOf(adapter, tableName)
  const claimed = await adapter.drizzle
    .update(table)
    .set({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
    .where(
      sql`${table.id} = ${id} and ${table.status} = 'queued' and ${table.next_attempt_at} <= ${now.toISOString()}`,
    )
    .returning({ id: table.id })
  return claimed.length === 1
}
