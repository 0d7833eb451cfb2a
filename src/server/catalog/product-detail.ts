import { z } from 'zod'

import {
  type ProductView,
  type SalePricing,
  atSalePrice,
  priceViewAt,
  productSchema,
  productViewAt,
  publicProductWhere,
  salePricing,
  toProductView,
} from './product-view'
import { type CallData, defineCall } from '../contract/call'
import { requiredText } from '../contract/fields'
import { categoryTrail } from './categories'
import {
  type FlashEntry,
  type ProductFeature,
  productFlashEntries,
  productFeatures,
} from './product-placements'
import { type IndexedProduct, productIndexIsCurrent, readyProductIndex } from './search-index'
import { imageSchema, namedRefSchema, pagedDocumentShape } from '../data/media'
import { periodStatus } from '../data/period'
import { getPayloadClient } from '../payload'
import { cachedRead } from '../cache'
import { productTag, productTags, withAssetTags } from '../cache-tags'
import { type Availability, availabilitySchema, readAvailability } from '../stock/availability'

const featureSchema = z
  .strictObject({ ...pagedDocumentShape, image: imageSchema.nullable() })
  .meta({ id: 'ProductFeature', description: 'A look or room that shows the product, with its page' })

export const productDetailSchema = productSchema
  .extend({
    price_now: z
      .number()
      .describe(
        'What a shopper pays now, whole rupiah: the flash price during a running flash sale, else the sale price within its period, else the price',
      ),
    price_until: z
      .string()
      .nullable()
      .describe('When price_now stops applying (the flash sale or sale period ends); null when open'),
    flash_sale: z
      .strictObject({
        title: z.string(),
        end_at: z.string().nullable(),
        flash_price: z.number(),
        stock: z.number().int().describe("The flash sale's own counter of units left at its price"),
      })
      .nullable()
      .describe('The running flash sale that has this product, if any'),
    breadcrumb: z.array(namedRefSchema).describe("Categories from the department down to the product's own"),
    related: z
      .array(productSchema)
      .describe('Other products of its category, then of its room, best sellers first'),
    looks: z.array(featureSchema).describe('Shop-the-look sets that point at the product'),
    rooms: z.array(featureSchema).describe('Room inspirations that show the product'),
    availability: availabilitySchema,
    server_time: z.string().describe('The server clock, for a countdown that does not trust the device'),
  })
  .meta({ id: 'ProductDetail' })
export type ProductDetail = z.output<typeof productDetailSchema>

export const productDetailCall = defineCall({
  method: 'GET',
  path: '/api/product/fe/detail',
  tag: 'Catalogue',
  query: z.object({
    url_key: requiredText('url_key', 200).regex(
      /^[a-z0-9][a-z0-9-_]*$/i,
      'url_key may only hold letters, digits and dashes',
    ),
  }),
  summary:
    'One product as its page shows it: the price a shopper pays now, a running flash sale, its categories, related products, the looks and rooms that feature it, and whether each store has it (in stock, few left or out, and on display; never a number).',
  output: productDetailSchema,
  notFound: 'No product the public site shows has that url_key (unknown, disabled or B2B only)',
})

/** How many related products the page shows. */
const RELATED_PRODUCTS = 8

/** A related product's tile as read, priced at each request (a sale may start or end meanwhile). */
type RelatedSource = { view: ProductView; pricing: SalePricing }
/**
 * What the page is made from, as stored: cached whole, and turned into the page's view at the moment of each
 * request (toProductDetail), so a sale or flash sale starting or ending needs no edit to show.
 */
type ProductSource = {
  /** The product as read (priced again at each request: `pricing` is what its sale price depends on). */
  product: ProductView
  pricing: SalePricing
  flashes: FlashEntry[]
  breadcrumb: z.output<typeof namedRefSchema>[]
  related: RelatedSource[]
  looks: ProductFeature[]
  rooms: ProductFeature[]
}

const soldBefore = (a: IndexedProduct, b: IndexedProduct) =>
  a.soldCount > b.soldCount || (a.soldCount === b.soldCount && a.id < b.id)

/** Puts `item` into `top` (most sold first, then by id), which then holds at most `limit`. */
function rank(top: IndexedProduct[], item: IndexedProduct, limit: number) {
  let at = top.length
  while (at > 0 && soldBefore(item, top[at - 1]!)) at--
  if (at < limit) top.splice(at, 0, item)
  if (top.length > limit) top.pop()
}

/** The best sellers `keep` admits, most sold first (then by id), at most `limit`: one pass, no sort. */
export function bestSellers(
  items: Iterable<IndexedProduct>,
  keep: (item: IndexedProduct) => boolean,
  limit: number,
) {
  const top: IndexedProduct[] = []
  for (const item of items) if (keep(item)) rank(top, item, limit)
  return top
}

/**
 * Each category's best sellers and each room's, RELATED_PRODUCTS + 1 of each, as many as a page can need:
 * when its category gives s, a room's list still holds the 8 − s wanted after skipping at most 1 + s. Made
 * once per change of the index (index.derive), not per page: one pass over 50,000 products was an eighth of
 * a product page's CPU.
 */
export function bestSellersByGroup(items: Iterable<IndexedProduct>) {
  const byCategory = new Map<number, IndexedProduct[]>()
  const byRoom = new Map<number, IndexedProduct[]>()
  const add = (
    lists: Map<number, IndexedProduct[]>,
    id: number | undefined,
    item: IndexedProduct,
    n: number,
  ) => {
    if (id === undefined) return
    let top = lists.get(id)
    if (!top) lists.set(id, (top = []))
    rank(top, item, n)
  }
  for (const item of items) {
    add(byCategory, item.view.category?.id, item, RELATED_PRODUCTS + 1)
    add(byRoom, item.view.room?.id, item, RELATED_PRODUCTS + 1)
  }
  return { byCategory, byRoom }
}

/** Best sellers of the product's category, then of its room, from the lists bestSellersByGroup made. */
export function relatedInIndex(
  { byCategory, byRoom }: ReturnType<typeof bestSellersByGroup>,
  id: number,
  category: number | undefined,
  room: number | undefined,
) {
  const same = category
    ? bestSellers(byCategory.get(category) ?? [], (p) => p.id !== id, RELATED_PRODUCTS)
    : []
  const skip = new Set([id, ...same.map((p) => p.id)])
  const more =
    room && same.length < RELATED_PRODUCTS
      ? bestSellers(byRoom.get(room) ?? [], (p) => !skip.has(p.id), RELATED_PRODUCTS - same.length)
      : []
  return [...same, ...more]
}

/**
 * Best sellers of the product's own category first, then of its room, up to RELATED_PRODUCTS: from the
 * search's index of public products once it is built (no query), from the database before.
 */
async function relatedProducts(product: ProductView): Promise<RelatedSource[]> {
  const payload = await getPayloadClient()
  const category = product.category?.id
  const room = product.room?.id
  // The index while it is current; while a large change is still being caught up, the database (this source
  // is cached under the new content versions: built from an older index, it would keep old products).
  const index = await readyProductIndex(payload)
  if (index && productIndexIsCurrent()) {
    return relatedInIndex(index.derive(bestSellersByGroup), product.id, category, room).map(
      ({ view, pricing }) => ({
        view,
        pricing,
      }),
    )
  }
  const find = async (field: 'category' | 'room', id: number | undefined, skip: number[], limit: number) =>
    id && limit > 0
      ? (
          await payload.find({
            collection: 'products',
            where: { and: [publicProductWhere, { id: { not_in: skip } }, { [field]: { equals: id } }] },
            sort: ['-sold_count', 'id'],
            depth: 1,
            limit,
            overrideAccess: true,
          })
        ).docs
      : []
  const same = await find('category', category, [product.id], RELATED_PRODUCTS)
  const skip = [product.id, ...same.map((p) => p.id)]
  const docs = [...same, ...(await find('room', room, skip, RELATED_PRODUCTS - same.length))]
  return docs.map((d) => ({ view: productViewAt(d, Date.now()), pricing: salePricing(d) }))
}

/** Each public product by its url_key, made once per change of the index (index.derive). */
const byUrlKey = (items: Iterable<IndexedProduct>) => {
  const map = new Map<string, IndexedProduct>()
  for (const item of items) map.set(item.view.url_key, item)
  return map
}

/**
 * The public product with `urlKey`: from the search's index of public products while it is current (no
 * query: a crawler meets each product once, so its read was paid on every page), else one query (depth 1).
 */
async function readProduct(urlKey: string): Promise<Pick<ProductSource, 'product' | 'pricing'> | null> {
  const payload = await getPayloadClient()
  const index = await readyProductIndex(payload)
  if (index && productIndexIsCurrent()) {
    const item = index.derive(byUrlKey).get(urlKey)
    return item ? { product: item.view, pricing: item.pricing } : null
  }
  const found = await payload.find({
    collection: 'products',
    where: { and: [{ url_key: { equals: urlKey } }, publicProductWhere] },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  return doc ? { product: toProductView(doc), pricing: salePricing(doc) } : null
}

/** The product and what places it: the rest comes from indexes kept in memory. */
async function readSource(urlKey: string): Promise<ProductSource | null> {
  const read = await readProduct(urlKey)
  if (!read) return null
  const { product } = read
  const [flashes, breadcrumb, related, { looks, rooms }] = await Promise.all([
    productFlashEntries(product.id),
    categoryTrail(product.category?.id),
    relatedProducts(product),
    productFeatures(product.id),
  ])
  return { ...read, flashes, breadcrumb, related, looks, rooms }
}

/** The page's view of its source at a moment: which price applies, and until when. */
export function toProductDetail(
  source: ProductSource,
  availability: Availability,
  now = new Date(),
): ProductDetail {
  const base = priceViewAt(source.product, source.pricing, now.getTime())
  // The running flash sale with the lowest price wins (two placements may carry the same product).
  const flash =
    source.flashes.filter((f) => periodStatus(f, now) === 'current').sort((a, b) => a.price - b.price)[0] ??
    null
  const view: ProductView = flash ? atSalePrice(base, flash.price) : base
  const saleEnd = view.sale_price !== null ? (source.pricing.sale_end ?? null) : null
  const priceUntil = flash ? flash.end_at : saleEnd
  return {
    ...view,
    price_now: view.sale_price ?? view.price,
    price_until: priceUntil,
    flash_sale: flash
      ? { title: flash.title, end_at: flash.end_at, flash_price: flash.price, stock: flash.stock }
      : null,
    breadcrumb: source.breadcrumb,
    related: source.related.map((r) => priceViewAt(r.view, r.pricing, now.getTime())),
    looks: source.looks,
    rooms: source.rooms,
    availability,
    server_time: now.toISOString(),
  }
}

const sourceTags = [...productTags, 'flash-sales', 'style-galleries', 'rooms'] as const

/**
 * What a product page shows of the catalogue, for the page cache: its product and its related products by
 * id, and which products are public and sell best (`products:set`), so an edit of another product leaves the
 * page (server/cache-tags.ts `productChangeTags`). Without a product, every product edit (one may take its
 * address).
 */
const productPageTags = (source: ProductSource | null): string[] =>
  source
    ? [
        ...withAssetTags(sourceTags.filter((tag) => tag !== 'products')),
        'products:set',
        productTag(source.product.id),
        ...source.related.map((r) => productTag(r.view.id)),
      ]
    : withAssetTags(sourceTags)

const readCachedSource = cachedRead('site:product', sourceTags, readSource, { pageTags: productPageTags })

/**
 * A product's page view, from the cached source, priced at this moment, with its stock in the stores read
 * now; null for no public product.
 */
export async function readProductDetail(urlKey: string): Promise<CallData<typeof productDetailCall> | null> {
  const source = await readCachedSource(urlKey)
  if (!source) return null
  const now = new Date()
  return toProductDetail(source, await readAvailability(source.product.id, now), now)
}
