import { z } from 'zod'

import { expireReads } from '../../collections/hooks/revalidate'
import { timeZones } from '@/lib/time-zone'
import { rowText } from './batch'
import { upsertBatch } from './upsert'
import { getPayloadClient } from '../payload'

/**
 * Stores from the retailer's systems (issue 39), upserted by store code: what the store pages, the map and
 * the receipts' store codes read. The page caches are dropped once for the batch, not once per row.
 */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM')

export const storeRow = z.object({
  code: rowText(32).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
  name: rowText(120),
  area: rowText(80),
  city: rowText(80),
  address: rowText(400),
  lat: z.number().min(-11).max(6),
  lng: z.number().min(95).max(141),
  phone: z.string().trim().max(30).optional(),
  time_zone: z.enum(Object.keys(timeZones) as [keyof typeof timeZones]).optional(),
  opening_hours: z
    .array(z.object({ days: rowText(40), open: time, close: time }))
    .max(14)
    .optional(),
  enabled: z.boolean().default(true),
})

export type StoreRow = z.input<typeof storeRow>

/** A batch of store rows upserted by code, without the cache purge (the caller purges once). */
export const upsertStoreRows = async (rows: unknown[]) =>
  upsertBatch(
    await getPayloadClient(),
    {
      collection: 'stores',
      key: 'code',
      row: storeRow,
      context: { skipRevalidate: true },
      lookups: async () => null,
      toData: (row) => ({
        name: row.name,
        area: row.area,
        city: row.city,
        address: row.address,
        lat: row.lat,
        lng: row.lng,
        phone: row.phone ?? null,
        time_zone: row.time_zone ?? null,
        opening_hours: row.opening_hours ?? [],
        is_enabled: row.enabled,
      }),
    },
    rows,
  )

export async function upsertStores(rows: unknown[]) {
  // A batch that fails part-way may have written rows before it: they are shown (dropped) all the same.
  const answer = await upsertStoreRows(rows).catch((error: unknown) => {
    expireReads('stores')
    throw error
  })
  if (answer.summary.created + answer.summary.updated > 0) expireReads('stores')
  return answer
}
