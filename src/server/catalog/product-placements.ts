import type { Room, StyleGallery } from '@/payload-types'
import { routes } from '@/lib/routes'

import { type ImageRef, imageRef } from '../data/media'
import { periodWhere } from '../data/period'
import { relationId } from '../data/relation'
import { getPayloadClient } from '../payload'
import { versionedIndex } from '../versioned-index'

/*
 * Where other content places a product (issue 53's product page): the looks and rooms that feature it, and
 * the flash sales that carry it. Each is a small collection read whole into memory and rebuilt when staff
 * edit it, so a product page, a crawler's first visit included, asks the database for none of them.
 */

export type ProductFeature = { id: number; title: string; slug: string; path: string; image: ImageRef | null }
export type FlashEntry = {
  title: string
  start_at: string | null
  end_at: string | null
  price: number
  stock: number
}

/** Looks and rooms shown per product, each in its collection's order. */
export const FEATURES = 6

/** Appends `value` to `key`'s list once, up to `limit` entries. */
function addOnce<T extends { id: number }>(map: Map<number, T[]>, key: number, value: T, limit: number) {
  const list = map.get(key) ?? []
  if (list.length < limit && !list.some((v) => v.id === value.id)) map.set(key, [...list, value])
}

/** A look or room as a product page links to it. */
const feature = (
  doc: { id: number; title: string; slug: string },
  path: string,
  image: Parameters<typeof imageRef>[0],
): ProductFeature => ({ id: doc.id, title: doc.title, slug: doc.slug, path, image: imageRef(image) })

/** Each product's features among `docs`, in their order, at most FEATURES each. */
function featuresByProduct<D>(
  docs: D[],
  toFeature: (doc: D) => ProductFeature,
  products: (doc: D) => (number | { id: number } | null | undefined)[],
) {
  const byProduct = new Map<number, ProductFeature[]>()
  for (const doc of docs) {
    const shown = toFeature(doc)
    for (const value of products(doc)) {
      const product = relationId(value)
      if (product) addOnce(byProduct, product, shown, FEATURES)
    }
  }
  return byProduct
}

const featureIndex = versionedIndex(['style-galleries', 'rooms'], async () => {
  const payload = await getPayloadClient()
  // Every enabled one in the collection's order, pictures whole; of the products, only which they are.
  const options = {
    where: { is_enabled: { equals: true } },
    sort: ['sort', 'id'],
    depth: 1,
    populate: { products: { sku: true as const } },
    pagination: false as const,
    overrideAccess: true,
  }
  const [looks, rooms] = await Promise.all([
    payload.find({ collection: 'style-galleries', ...options }),
    payload.find({ collection: 'rooms', ...options }),
  ])
  return {
    looks: featuresByProduct(
      looks.docs as StyleGallery[],
      (look) => feature(look, routes.look(look.slug), look.image),
      (look) => (look.hotspots ?? []).map((spot) => spot.product),
    ),
    rooms: featuresByProduct(
      rooms.docs as Room[],
      (room) => feature(room, routes.room(room.slug), room.cover),
      (room) => (room.looks ?? []).flatMap((set) => set.products ?? []),
    ),
  }
})

/** The looks and rooms that feature a product. */
export async function productFeatures(productId: number) {
  const { looks, rooms } = await featureIndex()
  return { looks: looks.get(productId) ?? [], rooms: rooms.get(productId) ?? [] }
}

/*
 * Enabled flash sales not yet over when read, with the products they carry. One that ends later is still in
 * the list until the next rebuild; the product page keeps only the running ones at each request.
 */
const flashIndex = versionedIndex(['flash-sales'], async () => {
  const payload = await getPayloadClient()
  const sales = await payload.find({
    collection: 'flash-sales',
    where: { and: [{ is_enabled: { equals: true } }, ...periodWhere('not-past')] },
    sort: 'start_at',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const byProduct = new Map<number, FlashEntry[]>()
  for (const sale of sales.docs)
    for (const item of sale.items ?? []) {
      const product = relationId(item.product)
      const entry = {
        title: sale.title,
        start_at: sale.start_at ?? null,
        end_at: sale.end_at ?? null,
        price: item.flash_price,
        stock: item.stock ?? 0,
      }
      byProduct.set(product, [...(byProduct.get(product) ?? []), entry])
    }
  return byProduct
})

/** The flash-sale placements of a product, running or to come, by start. */
export async function productFlashEntries(productId: number): Promise<FlashEntry[]> {
  return (await flashIndex()).get(productId) ?? []
}
