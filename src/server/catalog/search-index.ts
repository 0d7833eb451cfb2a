import { outsideRequest } from '../async-context'
import type { Category, Product } from '@/payload-types'
import type { Payload, Where } from 'payload'

import {
  type ProductView,
  type SalePricing,
  isPublicProduct,
  publicProductWhere,
  salePricing,
  toProductView,
} from './product-view'
import { clockEpochs } from '../clock-boundaries'
import { contentVersion, editVersion } from '../content-version'
import { recordReadTags } from '../read-tags'
import { notKept } from '@/lib/render-clock'
import { withAssetTags } from '../cache-tags'
import { shareTheThread } from '../share-thread'
import { type ProductMatcher, type ProductText, productMatcher } from './product-match'

export type IndexedProduct = {
  view: ProductView
  /** What the sale price depends on, so a view can be priced at the moment it is shown (priceViewAt). */
  pricing: SalePricing
  id: number
  sku: string
  text: ProductText
  /** The category's slug and its department's slug, for the category filter. */
  categorySlugs: string[]
  effectivePrice: number
  soldCount: number
  createdAt: string
  isNew: boolean
}

/** Products read at a time while the index catches up; the thread is shared between reads. */
const pageSize = 500
/**
 * Up to this many products to read, a search waits for the index to catch up (an edit shows at once, and a
 * catalogue of this size rebuilds in about a second); beyond, it reads the index as it stands meanwhile.
 */
const awaitedRows = 2000
/**
 * Rebuilt whole this often, as a net under the versions: a sale period's start or end (clock-boundaries.ts)
 * and a deletion (the count in catchUp) rebuild it already. Every five minutes, a 50,000-product rebuild
 * took ~20 s of the thread each time, and the crawler's first pair on the bench ran under one
 * (docs/performance.md, stop 80).
 */
const rebuildEveryMs = 60 * 60_000
/** Rows are re-read from this long before a catch-up began: one stamped just before may commit after. */
const overlapMs = 5_000

type Versions = { products: string; rest: string }
type Live = { matcher: ProductMatcher<IndexedProduct>; versions: Versions; builtAt: number; since: string }

// A change of a product moves only the products' version and is caught up row by row; categories, brands,
// rooms and media change what many products show, so they rebuild the index.
/** What the index is made from: a page that reads it shows them (server/read-tags.ts). */
const indexTags = withAssetTags(['products', 'categories', 'brands', 'room-categories'])
// A sale period that begins or ends changes prices with no edit: a rebuild too (clock-boundaries.ts).
const versions = (): Versions => ({
  products: editVersion(['products']),
  rest: `${contentVersion(withAssetTags(['categories', 'brands', 'room-categories']))}${clockEpochs(['products'])}`,
})

function toIndexed(doc: Product, categoryById: Map<number, Category>): IndexedProduct {
  const view = toProductView(doc)
  const category = view.category ? categoryById.get(view.category.id) : undefined
  const parentId = category?.parent && typeof category.parent === 'number' ? category.parent : null
  const department = parentId ? categoryById.get(parentId) : undefined
  return {
    view,
    pricing: salePricing(doc),
    id: doc.id,
    sku: doc.sku,
    text: {
      name: doc.name,
      category: category?.name ?? null,
      department: department?.name ?? null,
      brand: view.brand?.name ?? null,
      tags: doc.tags ?? null,
      material: doc.material ?? null,
      color: doc.color ?? null,
      style: doc.style ?? null,
      room: view.room?.name ?? null,
    },
    categorySlugs: [category?.slug, department?.slug].filter((s): s is string => Boolean(s)),
    effectivePrice: view.sale_price ?? view.price,
    soldCount: doc.sold_count ?? 0,
    createdAt: doc.createdAt,
    isNew: Boolean(doc.is_new),
  }
}

/** Every product `where` selects, a page at a time by id (no offset, no count), the thread shared between. */
async function eachProduct(
  payload: Payload,
  where: Where,
  apply: (doc: Product, categories: Map<number, Category>) => void,
) {
  const categories = await payload.find({
    collection: 'categories',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const categoryById = new Map<number, Category>(categories.docs.map((c) => [c.id, c]))
  for (let after = 0; ;) {
    await shareTheThread()
    const { docs } = await payload.find({
      collection: 'products',
      where: { and: [where, { id: { greater_than: after } }] },
      sort: 'id',
      depth: 1,
      limit: pageSize,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs) {
      apply(doc, categoryById)
      await shareTheThread()
    }
    const last = docs.at(-1)
    if (!last || docs.length < pageSize) return
    after = last.id
  }
}

/** Says, once the rows to read are counted, whether a search should wait for them (`awaitedRows`). */
type Sized = (rows: number) => void

async function rebuild(payload: Payload, sized: Sized): Promise<Live> {
  const seen = versions()
  const started = Date.now()
  sized(
    (await payload.count({ collection: 'products', where: publicProductWhere, overrideAccess: true }))
      .totalDocs,
  )
  const matcher = productMatcher<IndexedProduct>()
  await eachProduct(payload, publicProductWhere, (doc, categories) => matcher.put(toIndexed(doc, categories)))
  return { matcher, versions: seen, builtAt: started, since: new Date(started - overlapMs).toISOString() }
}

/** Puts what changed since the last catch-up into the live index, and takes out what left the range. */
async function catchUp(payload: Payload, current: Live, sized: Sized): Promise<Live> {
  const seen = versions()
  const started = Date.now()
  const changed = { updatedAt: { greater_than_equal: current.since } }
  sized((await payload.count({ collection: 'products', where: changed, overrideAccess: true })).totalDocs)
  await eachProduct(payload, changed, (doc, categories) =>
    isPublicProduct(doc) ? current.matcher.put(toIndexed(doc, categories)) : current.matcher.remove(doc.id),
  )
  const { totalDocs } = await payload.count({
    collection: 'products',
    where: publicProductWhere,
    overrideAccess: true,
  })
  // A product deleted leaves no row to read: the counts differ, and the index is rebuilt.
  if (totalDocs !== current.matcher.size) return rebuild(payload, () => undefined)
  return { ...current, versions: seen, since: new Date(started - overlapMs).toISOString() }
}

type IndexState = {
  live: Live | null
  /** The catch-up under way: when it is done, and whether it is small enough for a search to wait for. */
  refreshing: { done: Promise<void>; awaited: Promise<boolean> } | null
}
const g = globalThis as typeof globalThis & { __rumahLokaProductIndex?: IndexState }
// One index per process, on globalThis: the route bundles each hold a copy of this module, and the start's
// warm-up (payload.config.ts onInit, run by the /up/ready route) built one that the pages never read: a
// page's first search then built the 50,000-product index again, twice the memory and the work.
const state: IndexState = (g.__rumahLokaProductIndex ??= { live: null, refreshing: null })

function refresh(payload: Payload) {
  if (state.refreshing) return state.refreshing
  let awaited!: (yes: boolean) => void
  const sized: Sized = (rows) => awaited(rows <= awaitedRows)
  const current = (state.refreshing = {
    awaited: new Promise<boolean>((resolve) => (awaited = resolve)),
    // Outside the request that asked first: a preview's drafts (server/preview) must not become what every
    // later search is answered from.
    done: outsideRequest(async () => {
      try {
        const now = versions()
        state.live =
          !state.live ||
          state.live.versions.rest !== now.rest ||
          Date.now() - state.live.builtAt >= rebuildEveryMs
            ? await rebuild(payload, sized)
            : await catchUp(payload, state.live, sized)
      } catch (error) {
        payload.logger.error({ err: error }, 'The product search index could not be brought up to date')
      } finally {
        awaited(false)
        state.refreshing = null
      }
    }),
  })
  return current
}

/**
 * Every product the public site shows (enabled, not B2B only), indexed for search. After a change the index
 * catches up in the background, the thread shared every 25 ms. A search waits for a small catch-up (an edit,
 * a batch, a catalogue of up to 2,000 products rebuilt), so what staff just changed is what it finds; while a
 * large one runs (an import of thousands of rows), searches read the index as it stands, so none waits on it.
 * Only the first search of a process waits for the whole build.
 */
export async function productIndex(payload: Payload): Promise<ProductMatcher<IndexedProduct>> {
  recordReadTags(indexTags)
  if (!state.live) {
    await refresh(payload).done
    if (!state.live) throw new Error('The product search index is not available')
    return (state.live as Live).matcher
  }
  const now = versions()
  const stale =
    state.live.versions.products !== now.products ||
    state.live.versions.rest !== now.rest ||
    Date.now() - state.live.builtAt >= rebuildEveryMs
  const underway = stale ? refresh(payload) : state.refreshing
  if (underway && (await underway.awaited)) await underway.done
  // A large catch-up or rebuild goes on while this answer reads the index as it stands: a page made from it
  // is not kept (scripts/page-cache.mjs), since no later change would drop it once the index has caught up.
  if (!productIndexIsCurrent()) notKept()
  return state.live.matcher
}

/** Whether the index holds what the content versions say: no edit or moment since its build or catch-up. */
export function productIndexIsCurrent(): boolean {
  const now = versions()
  return Boolean(
    state.live && state.live.versions.products === now.products && state.live.versions.rest === now.rest,
  )
}

/**
 * The index as `productIndex` gives it once a first build has finished; until then null at once (a build is
 * started), for readers that have another way to the same answer and should not wait for a whole catalogue.
 */
export async function readyProductIndex(payload: Payload): Promise<ProductMatcher<IndexedProduct> | null> {
  if (state.live) return productIndex(payload)
  refresh(payload)
  return null
}

/**
 * Builds the index in the background once the server has started (the thread shared), so the first search
 * after a start reads a ready index instead of waiting for it.
 */
export function warmProductIndex(payload: Payload, afterMs = 2000) {
  setTimeout(() => {
    productIndex(payload).catch((error) =>
      console.error('[search] the product index could not be built', error),
    )
  }, afterMs).unref()
}
