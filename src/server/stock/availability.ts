import { and, eq } from '@payloadcms/db-sqlite/drizzle'
import { z } from 'zod'

import { changesAt } from '@/lib/render-clock'
import { routes } from '@/lib/routes'
import { type StockStatus, stockStatus } from '@/lib/stock-status'

import { cachedRead } from '../cache'
import { timeZoneSchema } from '../contract/fields'
import { getWebsiteConfigMap } from '../content/website-config'
import { drizzleOf, tableOf } from '../data/drizzle'
import { getPayloadClient } from '../payload'
import { readStores } from '../stores/stores'

/*
 * Whether the stores have a product (issue 53): per store in stock, few left or out, and whether it stands
 * on display, from the levels the POS and ERP send (import.ts). Never a number. A store whose last report is
 * older than the stale age says nothing but "ask the store". Levels and report times are read fresh on every
 * render (one indexed read of a product's rows); the page that shows them is dropped when they change
 * (pages.ts).
 */

const storeStockSchema = z
  .strictObject({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    slug: z.string(),
    area: z.string(),
    city: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    time_zone: timeZoneSchema,
    lat: z.number(),
    lng: z.number(),
    opening_hours: z.array(z.strictObject({ days: z.string(), open: z.string(), close: z.string() })),
    path: z.string().describe("The store's entry on the store locator"),
    stock: z
      .enum(['in_stock', 'few_left', 'out_of_stock'])
      .nullable()
      .describe("null: the store's last report is too old (or it never reported): ask the store"),
    on_display: z.boolean().nullable().describe('Stands in the showroom; null when the report is too old'),
    reported_at: z.string().nullable().describe('When the store last reported its stock'),
    stale_at: z
      .string()
      .nullable()
      .describe('When this reading becomes too old to show: from then on, read stock and on_display as null'),
  })
  .meta({ id: 'StoreStock' })
export type StoreStock = z.output<typeof storeStockSchema>

export const availabilitySchema = z
  .strictObject({
    status: z
      .enum(['in_stock', 'out_of_stock'])
      .describe('in_stock when a store with a recent report holds the product or shows it'),
    stores_in_stock: z.number().int(),
    stores_on_display: z.number().int(),
    stores: z.array(storeStockSchema).describe('Every store, by city and name'),
    read_at: z.string().describe('When these levels were read'),
  })
  .meta({
    id: 'ProductAvailability',
    description: "Whether the stores have the product; never a level's number",
  })
export type Availability = z.output<typeof availabilitySchema>

/** The staff's thresholds (website settings), with the defaults the seed writes. */
export const readStockSettings = cachedRead('site:stock-settings', ['website-config'], async () => {
  const map = await getWebsiteConfigMap(['stock_few_left', 'stock_stale_hours'])
  const number = (value: string | undefined, fallback: number) =>
    value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : fallback
  return { fewLeft: number(map.stock_few_left, 3), staleHours: number(map.stock_stale_hours, 48) }
})

/**
 * A product's levels and its stores' report times, as stored now: one query, every store with its level of
 * this product when it has one (the unique index on product and store answers each).
 */
async function readLevels(productId: number) {
  const adapter = drizzleOf(await getPayloadClient())
  const levels = tableOf(adapter, 'stock_levels')
  const stores = tableOf(adapter, 'stores')
  const rows = await adapter.drizzle
    .select({
      id: stores.id,
      at: stores.stock_reported_at,
      level: levels.level,
      onDisplay: levels.on_display,
    })
    .from(stores)
    .leftJoin(levels, and(eq(levels.store as never, stores.id), eq(levels.product as never, productId)))
  return {
    byStore: new Map(
      rows.flatMap((r) =>
        r.level === null || r.level === undefined
          ? []
          : [[Number(r.id), { level: Number(r.level), onDisplay: Boolean(r.onDisplay) }] as const],
      ),
    ),
    reportedAt: new Map(
      rows.flatMap((r) => (r.at ? [[Number(r.id), new Date(r.at as string).toISOString()] as const] : [])),
    ),
  }
}

/** A product's availability in every store, as of `now`. */
export async function readAvailability(productId: number, now = new Date()): Promise<Availability> {
  const [{ stores }, settings, { byStore, reportedAt }] = await Promise.all([
    readStores({}),
    readStockSettings(),
    readLevels(productId),
  ])
  const staleMs = settings.staleHours * 3_600_000
  const list: StoreStock[] = stores.map((s) => {
    const reported = reportedAt.get(s.id) ?? null
    const staleAt = reported ? new Date(Date.parse(reported) + staleMs).toISOString() : null
    const fresh = staleAt !== null && Date.parse(staleAt) > now.getTime()
    const level = byStore.get(s.id)
    return {
      id: s.id,
      code: s.code,
      name: s.name,
      slug: s.slug,
      area: s.area,
      city: s.city,
      address: s.address,
      phone: s.phone,
      time_zone: s.time_zone,
      lat: s.lat,
      lng: s.lng,
      opening_hours: s.opening_hours,
      path: routes.storeEntry(s),
      // A store that reported and did not name the product holds none of it.
      stock: fresh ? stockStatus(level?.level ?? 0, settings.fewLeft) : null,
      on_display: fresh ? (level?.onDisplay ?? false) : null,
      reported_at: reported,
      stale_at: staleAt,
    }
  })
  // A store's levels read "cek ketersediaan di toko" once its report is older than the stale age.
  const staleAts = list.map((s) => (s.stale_at ? Date.parse(s.stale_at) : Infinity))
  changesAt(Math.min(...staleAts.filter((at) => at > now.getTime())))
  const inStock = list.filter((s) => s.stock === 'in_stock' || s.stock === 'few_left').length
  const onDisplay = list.filter((s) => s.on_display).length
  return {
    status: inStock + onDisplay > 0 ? 'in_stock' : 'out_of_stock',
    stores_in_stock: inStock,
    stores_on_display: onDisplay,
    stores: list,
    read_at: now.toISOString(),
  }
}

export type { StockStatus }
