import type { Where } from 'payload'
import { z } from 'zod'

import type { Brand, Category, Product, RoomCategory } from '@/payload-types'

import { imageRef, imageSchema, namedRefSchema } from '../data/media'
import { populated, populatedList } from '../data/relation'

export const productSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    sku: z.string(),
    url_key: z.string(),
    description: z.string().nullable(),
    price: z.number().describe('Whole rupiah'),
    sale_price: z.number().nullable().describe('Whole rupiah, when on sale'),
    discount_percent: z.number().int(),
    image: imageSchema.nullable(),
    images: z.array(imageSchema),
    category: namedRefSchema.nullable(),
    brand: z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
    room: namedRefSchema.nullable(),
    style: z.string().nullable(),
    color: z.string().nullable(),
    material: z.string().nullable(),
    dimensions: z.string().nullable(),
    marketplace_url: z.string().nullable(),
    warranty_months: z.number().int(),
    is_new: z.boolean(),
  })
  .meta({ id: 'Product' })
export type ProductView = z.output<typeof productSchema>

/** A product the public site shows: enabled, and not one sold only to businesses (B2B):
 * search, product pages and their links leave the others out. */
export const publicProductWhere: Where = {
  and: [
    { is_enabled: { equals: true } },
    { or: [{ is_informab2b: { equals: false } }, { is_informab2b: { exists: false } }] },
  ],
}

/** What a hotspot's card shows of its product: only this crosses to the browser as the photo's props. */
export type HotspotProduct = Pick<
  ProductView,
  'id' | 'name' | 'url_key' | 'price' | 'sale_price' | 'marketplace_url'
>

/** A hotspot's product trimmed to what its card shows (a whole product view is ~1 KB of flight data). */
export const hotspotProduct = ({
  id,
  name,
  url_key,
  price,
  sale_price,
  marketplace_url,
}: ProductView): HotspotProduct => ({ id, name, url_key, price, sale_price, marketplace_url })

export const isPublicProduct = (doc: Pick<Product, 'is_enabled' | 'is_informab2b'>) =>
  doc.is_enabled !== false && !doc.is_informab2b

/** The discount of a sale price off the list price, in whole percent; 0 when it is no discount. */
const isSalePrice = (price: number, sale: number | null | undefined): sale is number =>
  typeof sale === 'number' && sale > 0 && sale < price
export const discountPercent = (price: number, sale: number | null | undefined): number =>
  isSalePrice(price, sale) ? Math.round((1 - sale / price) * 100) : 0

/** The product as sold at another price (a flash sale's), with that price's discount. */
export const atSalePrice = (product: ProductView, sale: number): ProductView => ({
  ...product,
  sale_price: sale,
  discount_percent: discountPercent(product.price, sale),
})

/**
 * The sale price that applies now: set, below the list price, and within its period (sale_start inclusive,
 * sale_end exclusive; a blank end is open). Pages cached before a boundary show the old price until they are
 * refreshed (the page cache's seconds; the search index within five minutes).
 */
export function currentSalePrice(
  doc: Pick<Product, 'price' | 'sale_price' | 'sale_start' | 'sale_end'>,
  at = Date.now(),
): number | null {
  if (!isSalePrice(doc.price, doc.sale_price)) return null
  if (doc.sale_start && Date.parse(doc.sale_start) > at) return null
  if (doc.sale_end && Date.parse(doc.sale_end) <= at) return null
  return doc.sale_price
}

/** What a product's sale price depends on. */
export type SalePricing = Pick<Product, 'price' | 'sale_price' | 'sale_start' | 'sale_end'>
export const salePricing = (doc: SalePricing): SalePricing => ({
  price: doc.price,
  sale_price: doc.sale_price,
  sale_start: doc.sale_start,
  sale_end: doc.sale_end,
})

/** A view made earlier, priced at a moment (ms): the sale price applies only within its period then. */
export function priceViewAt(view: ProductView, pricing: SalePricing, at: number): ProductView {
  const sale = currentSalePrice(pricing, at)
  return sale === view.sale_price
    ? view
    : { ...view, sale_price: sale, discount_percent: discountPercent(view.price, sale) }
}

/** A product as callers see it now: prices in whole rupiah, the discount, its images and where it belongs. */
export const toProductView = (doc: Product): ProductView => productViewAt(doc, Date.now())

/** The product as callers see it at a moment (ms): the sale price applies only within its period then. */
export function productViewAt(doc: Product, at: number): ProductView {
  const sale = currentSalePrice(doc, at)
  const category = populated<Category>(doc.category)
  const brand = populated<Brand>(doc.brand)
  const room = populated<RoomCategory>(doc.room)
  const images = (doc.images ?? []).map(imageRef).filter((i) => i !== null)
  return {
    id: doc.id,
    name: doc.name,
    sku: doc.sku,
    url_key: doc.url_key,
    description: doc.description ?? null,
    price: doc.price,
    sale_price: sale,
    discount_percent: discountPercent(doc.price, sale),
    image: images[0] ?? null,
    images,
    category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
    brand: brand ? { id: brand.id, code: brand.code, name: brand.name } : null,
    room: room ? { id: room.id, name: room.name, slug: room.slug } : null,
    style: doc.style ?? null,
    color: doc.color ?? null,
    material: doc.material ?? null,
    dimensions: doc.dimensions ?? null,
    marketplace_url: doc.marketplace_url ?? null,
    warranty_months: doc.warranty_months ?? 0,
    is_new: Boolean(doc.is_new),
  }
}

/** The enabled products of a relationship, as views: what promotions, looks and page blocks show. */
export const enabledProductViews = (values: (number | Product)[] | null | undefined): ProductView[] =>
  populatedList(values)
    .filter((p) => p.is_enabled !== false)
    .map(toProductView)
