import { z } from 'zod'

import type { Product, Room, StyleGallery } from '@/payload-types'
import { routes } from '@/lib/routes'

import {
  type ProductView,
  atSalePrice,
  productSchema,
  productViewAt,
  publicProductWhere,
} from './product-view'
import { type CallData, defineCall } from '../contract/call'
import { requiredText } from '../contract/fields'
import { categoryTrail } from './categories'
import { imageRef, imageSchema, namedRefSchema, pagedDocumentShape } from '../data/media'
import { periodStatus, periodWhere } from '../data/period'
import { relationId } from '../data/relation'
import { getPayloadClient } from '../payload'
import { cachedRead } from '../cache'
import { productTags } from '../cache-tags'
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

/** How many related products and features the page shows. */
const RELATED_PRODUCTS = 8
const FEATURES = 6

type FlashEntry = {
  title: string
  start_at: string | null
  end_at: string | null
  price: number
  stock: number
}
/**
 * What the page is made from, as stored: cached whole, and turned into the page's view at the moment of each
 * request (toProductDetail), so a sale or flash sale starting or ending needs no edit to show.
 */
type ProductSource = {
  doc: Product
  flashes: FlashEntry[]
  breadcrumb: z.output<typeof namedRefSchema>[]
  related: Product[]
  looks: z.output<typeof featureSchema>[]
  rooms: z.output<typeof featureSchema>[]
}

/** Best sellers of the product's own category first, then of its room, up to RELATED_PRODUCTS. */
async function relatedProducts(doc: Product): Promise<Product[]> {
  const payload = await getPayloadClient()
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
  const same = await find('category', relationId(doc.category), [doc.id], RELATED_PRODUCTS)
  const skip = [doc.id, ...same.map((p) => p.id)]
  return [...same, ...(await find('room', relationId(doc.room), skip, RELATED_PRODUCTS - same.length))]
}

async function readSource(urlKey: string): Promise<ProductSource | null> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'products',
    where: { and: [{ url_key: { equals: urlKey } }, publicProductWhere] },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc) return null
  const [flashSales, breadcrumb, related, looks, rooms] = await Promise.all([
    payload.find({
      collection: 'flash-sales',
      where: {
        and: [
          { is_enabled: { equals: true } },
          { 'items.product': { equals: doc.id } },
          ...periodWhere('not-past'),
        ],
      },
      depth: 0,
      limit: 10,
      sort: 'start_at',
      overrideAccess: true,
    }),
    categoryTrail(doc.category),
    relatedProducts(doc),
    payload.find({
      collection: 'style-galleries',
      where: { and: [{ is_enabled: { equals: true } }, { 'hotspots.product': { equals: doc.id } }] },
      sort: ['sort', 'id'],
      depth: 1,
      limit: FEATURES,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'rooms',
      where: { and: [{ is_enabled: { equals: true } }, { 'looks.products': { in: [doc.id] } }] },
      sort: ['sort', 'id'],
      depth: 1,
      limit: FEATURES,
      overrideAccess: true,
    }),
  ])
  return {
    doc,
    flashes: flashSales.docs.flatMap((sale) =>
      (sale.items ?? [])
        .filter((item) => relationId(item.product) === doc.id)
        .map((item) => ({
          title: sale.title,
          start_at: sale.start_at ?? null,
          end_at: sale.end_at ?? null,
          price: item.flash_price,
          stock: item.stock ?? 0,
        })),
    ),
    breadcrumb,
    related,
    looks: looks.docs.map((look: StyleGallery) => ({
      id: look.id,
      title: look.title,
      slug: look.slug,
      path: routes.look(look.slug),
      image: imageRef(look.image),
    })),
    rooms: rooms.docs.map((room: Room) => ({
      id: room.id,
      title: room.title,
      slug: room.slug,
      path: routes.room(room.slug),
      image: imageRef(room.cover),
    })),
  }
}

/** The page's view of its source at a moment: which price applies, and until when. */
export function toProductDetail(
  source: ProductSource,
  availability: Availability,
  now = new Date(),
): ProductDetail {
  const base = productViewAt(source.doc, now.getTime())
  // The running flash sale with the lowest price wins (two placements may carry the same product).
  const flash =
    source.flashes.filter((f) => periodStatus(f, now) === 'current').sort((a, b) => a.price - b.price)[0] ??
    null
  const view: ProductView = flash ? atSalePrice(base, flash.price) : base
  const priceUntil = flash ? flash.end_at : view.sale_price !== null ? (source.doc.sale_end ?? null) : null
  return {
    ...view,
    price_now: view.sale_price ?? view.price,
    price_until: priceUntil,
    flash_sale: flash
      ? { title: flash.title, end_at: flash.end_at, flash_price: flash.price, stock: flash.stock }
      : null,
    breadcrumb: source.breadcrumb,
    related: source.related.map((doc) => productViewAt(doc, now.getTime())),
    looks: source.looks,
    rooms: source.rooms,
    availability,
    server_time: now.toISOString(),
  }
}

const readCachedSource = cachedRead(
  'site:product',
  [...productTags, 'flash-sales', 'style-galleries', 'rooms'],
  readSource,
)

/**
 * A product's page view, from the cached source, priced at this moment, with its stock in the stores read
 * now; null for no public product.
 */
export async function readProductDetail(urlKey: string): Promise<CallData<typeof productDetailCall> | null> {
  const source = await readCachedSource(urlKey)
  if (!source) return null
  const now = new Date()
  return toProductDetail(source, await readAvailability(source.doc.id, now), now)
}
