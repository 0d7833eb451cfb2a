import { and, inArray, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { z } from 'zod'

import { type DrizzleAdapter, drizzleOf, tableOf } from '../data/drizzle'
import { runInOneTransaction } from '../data/one-transaction'
import { type RowResult, batchAnswer, rowProblem, rowText } from '../integration/batch'
import { shareTheThread } from '../share-thread'
import { readStockSettings } from './availability'
import {
  type Dialect,
  type LevelWrite,
  inStockFlags,
  storeReported,
  upsertLevels,
  zeroLevels,
} from './level-statements'
import { stockPagesChanged, storeReportsChanged } from './pages'

/*
 * Stock per store from the retailer's POS and ERP (issue 53): levels keyed by SKU and store code, written as
 * plain rows, a statement per 250 levels, beside Payload's Local API (a full catalogue is 2.7 million levels:
 * a document per level, with its hooks, would take hours). A batch also records when each store it names
 * last reported (stores.stock_reported_at, whence "cek ketersediaan di toko" when that is too long ago),
 * keeps products.in_stock_anywhere for the back-office's filter, and drops the cached pages of exactly the
 * products whose levels changed.
 */

const instant = z.iso.datetime({
  offset: true,
  message: 'an ISO 8601 date-time, e.g. 2026-12-01T08:00:00+07:00',
})

export const stockRow = z.object({
  sku: rowText(64),
  store_code: rowText(64),
  level: z
    .number({ error: 'a whole number of units, 0 or more' })
    .int('a whole number of units, 0 or more')
    .min(0, 'a whole number of units, 0 or more')
    .max(1_000_000, 'at most 1,000,000 units'),
  on_display: z.boolean({ error: 'true or false' }).optional(),
  counted_at: instant.optional(),
})
export type StockRow = z.infer<typeof stockRow>

/** The stock a file or batch writes, with when it was received. */
type Options = {
  /** A store whose snapshot this is: rows naming another store are refused. */
  onlyStore?: string
  now?: Date
  /** How a refusal names another row: "row 3 of this batch", or a file's "line 5". */
  placeOf?: (index: number) => string
}

type Level = { id: number; level: number; onDisplay: boolean; countedAt: string }
type Planned = { index: number; productId: number; storeId: number; row: StockRow; countedAt: string }

/**
 * Levels written a transaction at a time. The embedded database answers on the server's one thread: between
 * two transactions the import lets waiting requests through (shareTheThread), never inside one, where a
 * request's own write would wait for the open transaction on the very thread that must finish it.
 */
const levelsPerWrite = 250
/** A snapshot's closing read of what the store holds, a page at a time. */
const heldPerRead = 2000

const dialectOf = (adapter: DrizzleAdapter): Dialect => (adapter.name === 'postgres' ? 'postgres' : 'sqlite')
const levelKey = (productId: number, storeId: number) => `${productId}:${storeId}`
const rowKey = (row: { sku?: unknown; store_code?: unknown }) =>
  typeof row.sku === 'string' && typeof row.store_code === 'string'
    ? `${row.sku.trim()}@${row.store_code.trim()}`
    : null

/**
 * `column in (values)`. On SQLite the list is one JSON parameter: a statement with a thousand parameters
 * cost more to prepare than to run, and its text changed with every batch's length.
 */
const inList = (adapter: DrizzleAdapter, column: unknown, values: (string | number)[]) =>
  adapter.name === 'sqlite'
    ? sql`${column} in (select value from json_each(${JSON.stringify(values)}))`
    : inArray(column as never, values)

/** Products and stores by the codes the feed uses, looked up once per batch. */
async function lookups(adapter: DrizzleAdapter, skus: string[], codes: string[]) {
  const products = tableOf(adapter, 'products')
  const stores = tableOf(adapter, 'stores')
  const [productRows, storeRows] = await Promise.all([
    skus.length
      ? adapter.drizzle
          .select({ id: products.id, sku: products.sku, urlKey: products.url_key })
          .from(products)
          .where(inList(adapter, products.sku, skus))
      : [],
    codes.length
      ? adapter.drizzle
          .select({ id: stores.id, code: stores.code })
          .from(stores)
          .where(inArray(stores.code as never, codes))
      : [],
  ])
  return {
    productBySku: new Map(
      productRows.map((p) => [p.sku as string, { id: Number(p.id), urlKey: p.urlKey as string }]),
    ),
    storeByCode: new Map(storeRows.map((s) => [s.code as string, Number(s.id)])),
  }
}

/**
 * The stored levels of these (product, store) pairs: one read per store named, of its products only (a
 * delta spread over 54 stores read every store's level of each product, 54 times what it needed).
 */
async function currentLevels(adapter: DrizzleAdapter, pairs: { productId: number; storeId: number }[]) {
  const levels = tableOf(adapter, 'stock_levels')
  const byStore = new Map<number, number[]>()
  for (const p of pairs) byStore.set(p.storeId, [...(byStore.get(p.storeId) ?? []), p.productId])
  const stored = new Map<string, Level>()
  for (const [storeId, productIds] of byStore) {
    await shareTheThread()
    const rows = await adapter.drizzle
      .select({
        id: levels.id,
        product: levels.product,
        level: levels.level,
        onDisplay: levels.on_display,
        countedAt: levels.counted_at,
      })
      .from(levels)
      .where(and(inArray(levels.store as never, [storeId]), inList(adapter, levels.product, productIds)))
    for (const r of rows)
      stored.set(levelKey(Number(r.product), storeId), {
        id: Number(r.id),
        // PostgreSQL's numeric column comes back as a string.
        level: Number(r.level),
        onDisplay: Boolean(r.onDisplay),
        countedAt: new Date(r.countedAt as string).toISOString(),
      })
  }
  return stored
}

/**
 * What the stored reports were before this batch: whether a store came back (it had never reported, or its
 * last report was past the stale age, so every product page read "cek ketersediaan di toko" for it and now
 * shows its levels).
 */
async function storeComesBack(adapter: DrizzleAdapter, storeIds: number[], staleBefore: number) {
  const stores = tableOf(adapter, 'stores')
  const before = await adapter.drizzle
    .select({ at: stores.stock_reported_at })
    .from(stores)
    .where(inArray(stores.id as never, storeIds))
  return before.some((s) => !s.at || Date.parse(s.at as string) <= staleBefore)
}

/**
 * Writes a batch of stock rows (JSON or a file's batch): each row validated on its own, unknown SKUs and
 * store codes refused per row, a SKU and store named twice refused the second time, a count older than the
 * stored one left as it is. Answers a result per row in the order sent; `named` collects the products the
 * rows named (a store snapshot zeroes the rest). The caller drops nothing: the pages are dropped here.
 */
export async function importStockRows(
  payload: Payload,
  rows: unknown[],
  { onlyStore, now = new Date(), placeOf = (i) => `row ${i} of this batch` }: Options = {},
  named?: Set<number>,
) {
  const adapter = drizzleOf(payload)
  const dialect = dialectOf(adapter)
  const results: RowResult[] = new Array(rows.length)
  const valid: { index: number; row: StockRow }[] = []
  const seen = new Map<string, number>()
  rows.forEach((raw, index) => {
    const parsed = stockRow.safeParse(raw)
    const key = raw && typeof raw === 'object' ? rowKey(raw as StockRow) : null
    if (!parsed.success) {
      results[index] = { index, key, status: 'refused', reason: rowProblem(parsed.error) }
      return
    }
    const row = parsed.data
    const earlier = seen.get(`${row.sku}@${row.store_code}`)
    if (earlier !== undefined)
      results[index] = {
        index,
        key,
        status: 'refused',
        reason: `sku and store_code: also ${placeOf(earlier)}`,
      }
    else if (onlyStore !== undefined && row.store_code !== onlyStore)
      results[index] = {
        index,
        key,
        status: 'refused',
        reason: `store_code: this file is store ${onlyStore}'s (?store=${onlyStore}); ${row.store_code} needs its own`,
      }
    else {
      seen.set(`${row.sku}@${row.store_code}`, index)
      valid.push({ index, row })
    }
  })

  // Every row's SKU, refused or not: a snapshot's line with a typo in its level never sets the product out.
  const skus = rows.flatMap((raw) => {
    const sku = raw && typeof raw === 'object' ? (raw as { sku?: unknown }).sku : undefined
    return typeof sku === 'string' && sku.trim() ? [sku.trim()] : []
  })
  const { productBySku, storeByCode } = await lookups(
    adapter,
    [...new Set(skus)],
    [...new Set(valid.map((v) => v.row.store_code))],
  )
  if (named) for (const sku of skus) if (productBySku.has(sku)) named.add(productBySku.get(sku)!.id)
  const stamp = now.toISOString()
  const planned: Planned[] = []
  for (const { index, row } of valid) {
    const product = productBySku.get(row.sku)
    const storeId = storeByCode.get(row.store_code)
    const key = `${row.sku}@${row.store_code}`
    if (!product)
      results[index] = { index, key, status: 'refused', reason: `sku: no product has the SKU ${row.sku}` }
    else if (storeId === undefined)
      results[index] = {
        index,
        key,
        status: 'refused',
        reason: `store_code: no store has the code ${row.store_code}`,
      }
    else {
      planned.push({
        index,
        productId: product.id,
        storeId,
        row,
        countedAt: row.counted_at ? new Date(row.counted_at).toISOString() : stamp,
      })
    }
  }

  await shareTheThread()
  const stored = await currentLevels(adapter, planned)
  const writes: LevelWrite[] = []
  const reports = new Map<number, string>()
  for (const p of planned) {
    const key = `${p.row.sku}@${p.row.store_code}`
    const before = stored.get(levelKey(p.productId, p.storeId))
    const onDisplay = p.row.on_display ?? before?.onDisplay ?? false
    const latest = reports.get(p.storeId)
    if (!latest || latest < p.countedAt) reports.set(p.storeId, p.countedAt)
    if (before && before.countedAt > p.countedAt) {
      results[p.index] = {
        index: p.index,
        key,
        status: 'unchanged',
        id: before.id,
        reason: `counted_at: the stored level was counted later (${before.countedAt})`,
      }
    } else if (before && before.level === p.row.level && before.onDisplay === onDisplay) {
      results[p.index] = { index: p.index, key, status: 'unchanged', id: before.id }
    } else {
      results[p.index] = { index: p.index, key, status: before ? 'updated' : 'created' }
      writes.push({ ...p, level: p.row.level, onDisplay })
    }
  }

  const changed = [...new Set(writes.map((w) => w.productId))]
  const stocked = new Set(writes.filter((w) => w.level > 0 || w.onDisplay).map((w) => w.productId))
  const recheck = [
    ...new Set(
      writes
        .filter((w) => {
          const before = stored.get(levelKey(w.productId, w.storeId))
          return before && (before.level > 0 || before.onDisplay) && !stocked.has(w.productId)
        })
        .map((w) => w.productId),
    ),
  ]
  const urlKeys = new Map([...productBySku.values()].map((p) => [p.id, p.urlKey]))
  const pagesChanged = () => stockPagesChanged(changed.map((id) => urlKeys.get(id)!))
  // A transaction per chunk of levels, with its products' in-stock flags; the thread is shared between two,
  // never inside one (see levelsPerWrite). A crash between two leaves whole chunks: the batch sent again
  // answers those unchanged and writes the rest. A failure part-way drops the pages of the batch all the
  // same: the chunks before it are written.
  try {
    await writeChunks()
  } catch (error) {
    pagesChanged()
    throw error
  }
  if (reports.size) {
    const staleBefore = now.getTime() - (await readStockSettings()).staleHours * 3_600_000
    const cameBack = await storeComesBack(adapter, [...reports.keys()], staleBefore)
    await runInOneTransaction(
      adapter,
      [...reports].map(([storeId, at]) => storeReported(dialect, storeId, at)),
    )
    if (cameBack) storeReportsChanged()
  }
  pagesChanged()
  return batchAnswer(results)

  async function writeChunks() {
    for (let i = 0; i < writes.length; i += levelsPerWrite) {
      const chunk = writes.slice(i, i + levelsPerWrite)
      const ids = new Set(chunk.map((w) => w.productId))
      await shareTheThread()
      await runInOneTransaction(adapter, [
        upsertLevels(dialect, chunk, stamp),
        ...inStockFlags(dialect, {
          stocked: [...stocked].filter((id) => ids.has(id)),
          recheck: recheck.filter((id) => ids.has(id)),
        }),
      ])
    }
  }
}

/**
 * A store's snapshot is complete: every product it did not name that the store holds or shows is set out of
 * stock and off display (counted now). Answers how many levels that zeroed.
 */
export async function zeroLevelsNotNamed(
  payload: Payload,
  storeCode: string,
  named: Set<number>,
  now = new Date(),
): Promise<number> {
  const adapter = drizzleOf(payload)
  const levels = tableOf(adapter, 'stock_levels')
  const stores = tableOf(adapter, 'stores')
  const products = tableOf(adapter, 'products')
  const [store] = await adapter.drizzle
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(stores.code as never, [storeCode]))
  if (!store) return 0
  // Read a page at a time, the thread shared between: a store's whole range is tens of thousands of rows,
  // which read at once held every request for about 100 ms at 50,000 products.
  const gone: number[] = []
  for (let after = 0; ;) {
    await shareTheThread()
    const page = await adapter.drizzle
      .select({ product: levels.product })
      .from(levels)
      .where(
        and(
          inArray(levels.store as never, [Number(store.id)]),
          sql`${levels.product} > ${after}`,
          sql`(${levels.level} > 0 or ${levels.on_display} = ${true})`,
        ),
      )
      .orderBy(levels.product)
      .limit(heldPerRead)
    for (const row of page) if (!named.has(Number(row.product))) gone.push(Number(row.product))
    if (page.length < heldPerRead) break
    after = Number(page.at(-1)!.product)
  }
  if (!gone.length) return 0
  const stamp = now.toISOString()
  const dialect = dialectOf(adapter)
  for (let i = 0; i < gone.length; i += levelsPerWrite) {
    const chunk = gone.slice(i, i + levelsPerWrite)
    await shareTheThread()
    await runInOneTransaction(adapter, [
      zeroLevels(dialect, Number(store.id), chunk, stamp),
      ...inStockFlags(dialect, { stocked: [], recheck: chunk }),
    ])
  }
  const keys: string[] = []
  for (let i = 0; i < gone.length; i += 500) {
    await shareTheThread()
    const rows = await adapter.drizzle
      .select({ urlKey: products.url_key })
      .from(products)
      .where(inArray(products.id as never, gone.slice(i, i + 500)))
    keys.push(...rows.map((r) => r.urlKey as string))
  }
  stockPagesChanged(keys)
  return gone.length
}
