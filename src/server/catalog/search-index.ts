import type { Category, Product } from '@/payload-types'

import { type ProductView, toProductView } from './product-view'
import { getPayloadClient } from '../payload'
import { versionedIndex } from '../versioned-index'
import { type SearchField, stemsOf } from '@/lib/text-search'

export type IndexedProduct = {
  view: ProductView
  fields: SearchField[]
  sku: string
  /** The category's slug and its department's slug, for the category filter. */
  categorySlugs: string[]
  /** Stems of the category's own name, to favour products the query names exactly. */
  categoryStems: Set<string>
  departmentName: string | null
  effectivePrice: number
  soldCount: number
  createdAt: string
  isNew: boolean
}

async function build(): Promise<IndexedProduct[]> {
  const payload = await getPayloadClient()
  const [products, categories] = await Promise.all([
    payload.find({ collection: 'products', where: { is_enabled: { equals: true } }, depth: 1, limit: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'categories', depth: 0, limit: 0, pagination: false, overrideAccess: true }),
  ])
  const categoryById = new Map<number, Category>(categories.docs.map((c) => [c.id, c]))
  return products.docs.map((doc: Product) => {
    const view = toProductView(doc)
    const category = view.category ? categoryById.get(view.category.id) : undefined
    const parentId = category?.parent && typeof category.parent === 'number' ? category.parent : null
    const department = parentId ? categoryById.get(parentId) : undefined
    return {
      view,
      sku: doc.sku.toLowerCase(),
      fields: [
        { stems: stemsOf(doc.name), weight: 5 },
        { stems: stemsOf(`${category?.name ?? ''} ${department?.name ?? ''}`), weight: 3 },
        { stems: stemsOf(view.brand?.name), weight: 2 },
        { stems: stemsOf(`${doc.tags ?? ''} ${doc.material ?? ''} ${doc.color ?? ''} ${doc.style ?? ''} ${view.room?.name ?? ''}`), weight: 1.5 },
      ],
      categorySlugs: [category?.slug, department?.slug].filter((s): s is string => Boolean(s)),
      categoryStems: stemsOf(category?.name),
      departmentName: department?.name ?? null,
      effectivePrice: view.sale_price ?? view.price,
      soldCount: doc.sold_count ?? 0,
      createdAt: doc.createdAt,
      isNew: Boolean(doc.is_new),
    }
  })
}

/** Every enabled product, indexed for search; rebuilt after staff edits or every five minutes. */
export const productIndex = versionedIndex(['products', 'categories', 'brands', 'room-categories'], build)
