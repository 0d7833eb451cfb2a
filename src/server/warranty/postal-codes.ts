import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { PayloadRequest } from 'payload'

import type { PostalCodeRow } from './postal-import'
import { drizzleOf, tableOf } from '../data/drizzle'

const BATCH = 500

/**
 * Stores a table's postal codes, replacing the code of any village already known. A national table has some
 * 83,000 villages, so the rows go in batches of 500 in one statement each (seconds, not the minutes of one
 * create a row), inside the import's own transaction so a failed file stores nothing.
 */
export async function savePostalCodes(
  req: PayloadRequest,
  rows: PostalCodeRow[],
  now = new Date(),
): Promise<void> {
  const adapter = drizzleOf(req.payload)
  const db = (req.transactionID && adapter.sessions[String(await req.transactionID)]?.db) || adapter.drizzle
  const table = tableOf(adapter, 'postal_codes')
  const at = now.toISOString()
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((r) => ({
      village_code: r.code,
      kelurahan: r.kelurahan,
      kecamatan: r.kecamatan,
      city: r.city,
      province: r.province,
      postal_code: r.postal_code,
      updatedAt: at,
      createdAt: at,
    }))
    await db
      .insert(table)
      .values(batch)
      .onConflictDoUpdate({
        target: table.village_code,
        set: { postal_code: sql.raw('excluded.postal_code'), updatedAt: at },
      })
  }
}
