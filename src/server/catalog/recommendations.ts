import type { Where } from 'payload'
import { z } from 'zod'

import { requiredText } from '@/server/contract/fields'

import { productSchema, toProductView } from './product-view'
import { type CallData, defineCall } from '../contract/call'
import { booleanFlag } from '../data/list'
import { getPayloadClient } from '../payload'
import { findOne } from '../data/find'
import { cachedRead } from '../cache'
import { productTags } from '../cache-tags'

export const recommendationTabs = ['new', 'best-seller', 'promo'] as const
export type RecommendationTab = (typeof recommendationTabs)[number]

export const recommendationCall = defineCall({
  method: 'GET',
  path: '/api/product/recommendation',
  tag: 'Catalogue',
  query: z.object({
    url_key: requiredText('url_key', 200),
    is_informab2b: booleanFlag.default(false),
    tab: z
      .enum(recommendationTabs, { message: 'tab must be new, best-seller or promo' })
      .default('best-seller'),
    page_size: z.coerce
      .number({ message: 'page_size must be a number' })
      .int()
      .min(1, 'page_size must be at least 1')
      .max(48, 'page_size can be at most 48')
      .default(12),
  }),
  summary:
    'Recommended products for a placement (url_key=homepage) or beside a product (its url_key), by tab: new, best-seller or promo.',
  output: z.strictObject({ tab: z.enum(recommendationTabs), products: z.array(productSchema) }),
  notFound: 'No enabled product has that url_key (homepage is always known)',
})

export async function recommendProducts(
  query: z.infer<NonNullable<typeof recommendationCall.query>>,
): Promise<CallData<typeof recommendationCall> | null> {
  const payload = await getPayloadClient()
  const where: Where[] = [
    { is_enabled: { equals: true } },
    { is_informab2b: { equals: query.is_informab2b } },
  ]
  if (query.url_key !== 'homepage') {
    const product = await findOne('products', { url_key: { equals: query.url_key } })
    if (!product) return null
    where.push(
      { category: { equals: typeof product.category === 'number' ? product.category : product.category.id } },
      { id: { not_equals: product.id } },
    )
  }
  if (query.tab === 'new') where.push({ is_new: { equals: true } })
  if (query.tab === 'promo') {
    // On sale now: a sale price within its period (the same rule as currentSalePrice).
    const now = new Date().toISOString()
    where.push(
      { sale_price: { greater_than: 0 } },
      { or: [{ sale_start: { exists: false } }, { sale_start: { less_than_equal: now } }] },
      { or: [{ sale_end: { exists: false } }, { sale_end: { greater_than: now } }] },
    )
  }
  const sort = query.tab === 'new' ? ['-createdAt', '-id'] : ['-sold_count', 'id']
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: where },
    sort,
    limit: query.page_size,
    depth: 1,
    overrideAccess: true,
  })
  return { tab: query.tab, products: docs.map(toProductView) }
}

/** A tab of the home page's recommendations, cached for public pages. */
export const readRecommendations = cachedRead(
  'site:recommend',
  productTags,
  (tab: RecommendationTab, page_size: number) =>
    recommendProducts({ url_key: 'homepage', is_informab2b: false, tab, page_size }),
)
