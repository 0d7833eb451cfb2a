import { importStockRows } from '../../server/stock/import'
import type { SeedContext } from '../context'

/** Stores whose last report is this old, to show "cek ketersediaan di toko" (the stale age is 48 h). */
const STALE_STORES = 2
const STALE_DAYS = 10

/**
 * Stock for every demo product in every demo store (issue 53), through the integration API's own import as
 * plain rows in batches of 1,000: about half in stock, some few left, the rest out, a quarter on display, and
 * the last stores' reports days old.
 */
export async function seedStock(ctx: SeedContext) {
  const all = { limit: 0, pagination: false, depth: 0, overrideAccess: true } as const
  const [products, stores] = await Promise.all([
    ctx.payload.find({ collection: 'products', select: { sku: true }, sort: 'id', ...all }),
    ctx.payload.find({ collection: 'stores', select: { code: true }, sort: 'code', ...all }),
  ])
  const stale = new Date(ctx.now.getTime() - STALE_DAYS * 86_400_000).toISOString()
  const rows = stores.docs.flatMap((store, s) =>
    products.docs.map((product) => {
      const roll = ctx.random.next()
      return {
        sku: product.sku,
        store_code: store.code,
        level: roll < 0.45 ? ctx.random.int(5, 24) : roll < 0.6 ? ctx.random.int(1, 3) : 0,
        on_display: ctx.random.chance(0.25),
        ...(s >= stores.docs.length - STALE_STORES ? { counted_at: stale } : {}),
      }
    }),
  )
  for (let i = 0; i < rows.length; i += 1000)
    await importStockRows(ctx.payload, rows.slice(i, i + 1000), { now: ctx.now })
  ctx.log(`stock: ${rows.length} levels in ${stores.docs.length} stores`)
}
