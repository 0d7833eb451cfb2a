import type { Where } from 'payload'
import { z } from 'zod'

import { articleDetailSchema, articleSummarySchema, toArticleDetail, toArticleSummary } from './views'
import { productSchema, toProductView } from '../catalog/product-view'
import { type CallData, defineCall } from '../contract/call'
import { findBySlug, findPage } from '../data/find'
import { searchText, slugParam } from '../contract/fields'
import { listOutput, listParams, pageInfo } from '../data/list'
import { getPayloadClient } from '../payload'
import { cachedRead } from '../cache'
import { productTags } from '../cache-tags'

export const articleListCall = defineCall({
  method: 'GET',
  path: '/api/article/list',
  tag: 'Inspiration',
  query: listParams.extend({ room: z.string().trim().max(120).optional(), search: searchText }),
  summary: 'Inspiration articles, newest first; filter by room category slug or words in the title.',
  output: listOutput('articles', articleSummarySchema),
})
export const articleDetailCall = defineCall({
  method: 'GET',
  path: '/api/article/fe/detail',
  tag: 'Inspiration',
  query: z.object({ slug: slugParam }),
  summary: 'One article with its rich-text content (Payload Lexical JSON).',
  output: articleDetailSchema,
  notFound: 'No enabled article has that slug',
})
export const articleProductsCall = defineCall({
  method: 'GET',
  path: '/api/article/product',
  tag: 'Inspiration',
  query: listParams.extend({ slug: slugParam }),
  summary: 'The products an article features, enabled ones only.',
  output: listOutput('products', productSchema),
  notFound: 'No enabled article has that slug',
})

export async function listArticles(
  query: z.infer<NonNullable<typeof articleListCall.query>>,
): Promise<CallData<typeof articleListCall>> {
  const where: Where[] = []
  if (query.room) where.push({ 'room_category.slug': { equals: query.room } })
  if (query.search) where.push({ or: [{ title: { like: query.search } }, { tags: { like: query.search } }] })
  const { docs, info } = await findPage('articles', {
    where,
    page: query.page,
    page_size: query.page_size,
    is_enabled: query.is_enabled,
    sort: ['-published_at', 'id'],
  })
  return { articles: docs.map(toArticleSummary), ...info }
}

export async function getArticle(slug: string): Promise<CallData<typeof articleDetailCall> | null> {
  const doc = await findBySlug('articles', slug)
  return doc ? toArticleDetail(doc) : null
}

export async function listArticleProducts(
  query: z.infer<NonNullable<typeof articleProductsCall.query>>,
): Promise<CallData<typeof articleProductsCall> | null> {
  const article = await findBySlug('articles', query.slug, 0)
  if (!article) return null
  const ids = (article.products ?? []).map((p) => (typeof p === 'number' ? p : p.id))
  if (!ids.length) return { products: [], ...pageInfo(0, query.page, query.page_size) }
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'products',
    where: { and: [{ id: { in: ids } }, { is_enabled: { equals: true } }] },
    page: query.page,
    limit: query.page_size,
    sort: 'id',
    depth: 1,
    overrideAccess: true,
  })
  return {
    products: result.docs.map(toProductView),
    ...pageInfo(result.totalDocs, query.page, query.page_size),
  }
}

/** Cached reads of public pages. */
export const readArticles = cachedRead(
  'site:articles',
  ['articles', 'room-categories'],
  (page: number, page_size: number, room?: string) =>
    listArticles({ page, page_size, is_enabled: true, room }),
)
export const readArticle = cachedRead('site:article', ['articles', 'room-categories'], getArticle)
export const readArticleProducts = cachedRead(
  'site:article-products',
  ['articles', ...productTags],
  (slug: string) => listArticleProducts({ slug, page: 1, page_size: 24, is_enabled: true }),
)
