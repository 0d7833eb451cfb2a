import type { Category, Product } from '@/payload-types'

import { type ProductView, toProductView } from './product-view'
import { getPayloadClient } from '../payload'
import { versionedIndex } from '../versioned-index'
import { productTags } from '../cache-tags'
import { type ProductMatcher, type ProductText, productMatcher } from './product-match'

export type IndexedProduct = {
  view: ProductView
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

async function build(): Promise<{ items: IndexedProduct[]; match: ProductMatcher<IndexedProduct> }> {
  const payload = await getPayloadClient()
  const [products, categories] = await Promise.all([
    payload.find({
      collection: 'products',
      where: { is_enabled: { equals: true } },
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({ collection: 'categories', depth: 0, limit: 0, pagination: false, overrideAccess: true }),
  ])
  const categoryById = new Map<number, Category>(categories.docs.map((c) => [c.id, c]))
  const items = products.docs.map((doc: Product): IndexedProduct => {
    const view = toProductView(doc)
    const category = view.category ? categoryById.get(view.category.id) : undefined
    const parentId = category?.parent && typeof category.parent === 'number' ? category.parent : null
    const department = parentId ? categoryById.get(parentId) : undefined
    return {
      view,
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
  })
  return { items, match: productMatcher(items) }
}

/** Every enabled product, indexed for search; rebuilt after staff edits or every five minutes. */
export const productIndex = versionedIndex(productTags, build)
