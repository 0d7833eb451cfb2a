import { LRUCache } from 'lru-cache'
import { z } from 'zod'

import type { Scored as ProductScoreOf } from './product-match'
import { type IndexedProduct, productIndex } from './search-index'
import { type ProductView, productSchema } from './product-view'
import {
  articleSummarySchema,
  promotionSummarySchema,
  toArticleSummary,
  toPromotionSummary,
} from '../content/views'
import { booleanFlag, listOutput, pageInfo } from '../data/list'
import { type CallData, defineCall } from '../contract/call'
import { getPayloadClient } from '../payload'
import { versionedIndex } from '../versioned-index'
import { periodStatus, periodWhere } from '../data/period'
import { type SearchField, scoreWord, stemsOf, words } from '@/lib/text-search'

export const sortOptions = ['relevance', 'price_asc', 'price_desc', 'newest', 'best_seller'] as const

export const productSearchBody = z
  .object({
    q: z.string().trim().max(100, 'q is too long').default(''),
    category: z.string().trim().max(120).optional(),
    brand: z.string().trim().max(60).optional(),
    room: z.string().trim().max(120).optional().describe('A room category slug'),
    style: z.string().trim().max(60).optional().describe('A style, such as Japandi'),
    price_min: z.coerce
      .number({ message: 'price_min must be a number' })
      .int()
      .min(0, 'price_min cannot be negative')
      .optional(),
    price_max: z.coerce
      .number({ message: 'price_max must be a number' })
      .int()
      .min(0, 'price_max cannot be negative')
      .optional(),
    sort: z
      .enum(sortOptions, { message: `sort must be one of ${sortOptions.join(', ')}` })
      .default('relevance'),
    page: z.coerce.number({ message: 'page must be a number' }).int().min(1, 'page starts at 1').default(1),
    page_size: z.coerce
      .number({ message: 'page_size must be a number' })
      .int()
      .min(1, 'page_size must be at least 1')
      .max(100, 'page_size can be at most 100')
      .default(24),
  })
  .refine((b) => b.price_min === undefined || b.price_max === undefined || b.price_min <= b.price_max, {
    message: 'price_min cannot be above price_max',
    path: ['price_min'],
  })

export const productSearchCall = defineCall({
  method: 'POST',
  path: '/api/product/search',
  tag: 'Catalogue',
  query: z.object({ is_enabled: booleanFlag.default(true) }),
  body: productSearchBody,
  summary:
    'Full-text product search over name, SKU, category, brand and tags (case-, accent- and word-form-tolerant, Indonesian and English), ranked, with facets, plus matching promotions and articles.',
  output: listOutput('products', productSchema).extend({
    query: z.string().describe('The words searched for, trimmed'),
    relaxed: z.boolean().describe('No product matched every word: these match some of them'),
    facets: z
      .strictObject({
        categories: z.array(z.strictObject({ slug: z.string(), name: z.string(), count: z.number().int() })),
        brands: z.array(z.strictObject({ code: z.string(), name: z.string(), count: z.number().int() })),
        rooms: z.array(z.strictObject({ slug: z.string(), name: z.string(), count: z.number().int() })),
        styles: z.array(z.strictObject({ name: z.string(), count: z.number().int() })),
        prices: z.array(
          z.strictObject({
            key: z.string(),
            label: z.string(),
            min: z.number(),
            max: z.number().nullable(),
            count: z.number().int(),
          }),
        ),
      })
      .describe('Counts among the matches; each facet ignores its own filter'),
    promotions: z.array(promotionSummarySchema).describe('Up to 4 running promotions matching the words'),
    articles: z.array(articleSummarySchema).describe('Up to 4 articles matching the words'),
  }),
})

export const priceBuckets = [
  { key: 'under-500k', label: 'Di bawah Rp 500.000', min: 0, max: 499_999 },
  { key: '500k-1.5m', label: 'Rp 500.000 – Rp 1.500.000', min: 500_000, max: 1_500_000 },
  { key: '1.5m-5m', label: 'Rp 1.500.000 – Rp 5.000.000', min: 1_500_001, max: 5_000_000 },
  { key: '5m-10m', label: 'Rp 5.000.000 – Rp 10.000.000', min: 5_000_001, max: 10_000_000 },
  { key: 'over-10m', label: 'Di atas Rp 10.000.000', min: 10_000_001, max: Number.MAX_SAFE_INTEGER },
]

type Scored = ProductScoreOf<IndexedProduct>

const sorters: Record<(typeof sortOptions)[number], (a: Scored, b: Scored) => number> = {
  relevance: (a, b) =>
    b.score - a.score || b.item.soldCount - a.item.soldCount || a.item.view.id - b.item.view.id,
  price_asc: (a, b) => a.item.effectivePrice - b.item.effectivePrice || a.item.view.id - b.item.view.id,
  price_desc: (a, b) => b.item.effectivePrice - a.item.effectivePrice || a.item.view.id - b.item.view.id,
  newest: (a, b) =>
    Number(b.item.isNew) - Number(a.item.isNew) ||
    b.item.createdAt.localeCompare(a.item.createdAt) ||
    b.item.view.id - a.item.view.id,
  best_seller: (a, b) => b.item.soldCount - a.item.soldCount || a.item.view.id - b.item.view.id,
}

/** The matches per value of a facet (its key and its name), most first, then by name. */
function facet(
  hits: Scored[],
  key: (view: ProductView) => string | undefined,
  name: (view: ProductView) => string | undefined,
) {
  const counts = new Map<string, { key: string; name: string; count: number }>()
  for (const hit of hits) {
    const k = key(hit.item.view)
    if (!k) continue
    const entry = counts.get(k)
    if (entry) entry.count++
    else counts.set(k, { key: k, name: name(hit.item.view) ?? k, count: 1 })
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
}

type SearchBody = z.infer<typeof productSearchBody>

/** What a search finds, before paging: its matches in order and the facets that count them. */
function findIn(hits: readonly Scored[], body: SearchBody) {
  // Facets count the query's matches; each facet ignores its own filter so other choices stay visible.
  const filters = {
    category: (s: Scored) => !body.category || s.item.categorySlugs.includes(body.category),
    brand: (s: Scored) => !body.brand || s.item.view.brand?.code === body.brand,
    room: (s: Scored) => !body.room || s.item.view.room?.slug === body.room,
    style: (s: Scored) => !body.style || s.item.view.style === body.style,
    price: (s: Scored) =>
      (body.price_min === undefined || s.item.effectivePrice >= body.price_min) &&
      (body.price_max === undefined || s.item.effectivePrice <= body.price_max),
  }
  // Which filters each match fails, as bits, in one pass: a facet counts the matches that fail no filter but
  // its own (so other choices stay visible), and the results are those that fail none. (Asking every filter
  // again for each facet cost a category page of the 50,000-product catalogue ~300 ms.)
  const checks = Object.values(filters)
  const bit = Object.fromEntries(Object.keys(filters).map((name, i) => [name, 1 << i])) as Record<
    keyof typeof filters,
    number
  >
  const failing = new Uint8Array(hits.length)
  hits.forEach((hit, i) => {
    let mask = 0
    for (let f = 0; f < checks.length; f++) if (!checks[f]!(hit)) mask |= 1 << f
    failing[i] = mask
  })
  const matchingAllBut = (own: keyof typeof filters | null) => {
    const allowed = ~(own ? bit[own] : 0)
    return hits.filter((_, i) => (failing[i]! & allowed) === 0)
  }

  const priceBase = matchingAllBut('price')
  return {
    found: matchingAllBut(null).sort(sorters[body.sort]),
    facets: {
      categories: facet(
        matchingAllBut('category'),
        (v) => v.category?.slug,
        (v) => v.category?.name,
      ).map(({ key, ...rest }) => ({ slug: key, ...rest })),
      brands: facet(
        matchingAllBut('brand'),
        (v) => v.brand?.code,
        (v) => v.brand?.name,
      ).map(({ key, ...rest }) => ({ code: key, ...rest })),
      rooms: facet(
        matchingAllBut('room'),
        (v) => v.room?.slug,
        (v) => v.room?.name,
      ).map(({ key, ...rest }) => ({ slug: key, ...rest })),
      styles: facet(
        matchingAllBut('style'),
        (v) => v.style ?? undefined,
        (v) => v.style ?? undefined,
      ).map(({ name, count }) => ({ name, count })),
      prices: priceBuckets.map((b) => ({
        ...b,
        max: b.max === Number.MAX_SAFE_INTEGER ? null : b.max,
        count: priceBase.filter((s) => s.item.effectivePrice >= b.min && s.item.effectivePrice <= b.max)
          .length,
      })),
    },
  }
}

/**
 * Listings without words (a category page, its other pages and filters) kept until the index changes
 * (`derive` drops them then): a category's first three pages are one pass over the catalogue, not three.
 * Searches with words are not kept: each is asked about once.
 */
const wordlessListings = () => new LRUCache<string, ReturnType<typeof findIn>>({ max: 32 })

export async function searchProducts(body: SearchBody): Promise<CallData<typeof productSearchCall>> {
  const index = await productIndex(await getPayloadClient())
  const { hits, relaxed } = index.match(body.q)
  let outcome: ReturnType<typeof findIn>
  if (words(body.q).length === 0 && !relaxed) {
    const { q: _q, page: _page, page_size: _size, ...choice } = body
    const key = JSON.stringify(choice)
    const kept = index.derive(wordlessListings)
    outcome = kept.get(key) ?? findIn(hits, body)
    kept.set(key, outcome)
  } else outcome = findIn(hits, body)
  const { found, facets } = outcome
  const start = (body.page - 1) * body.page_size

  return {
    query: body.q,
    relaxed,
    products: found.slice(start, start + body.page_size).map((s) => s.item.view),
    facets,
    ...(await relatedContent(body.q)),
    ...pageInfo(found.length, body.page, body.page_size),
  }
}

/**
 * Enabled promotions not yet over and the newest 200 articles, with the stems of their words, kept in memory
 * like the product index: a search reads no database.
 */
const relatedIndex = versionedIndex(['promotions', 'articles', 'room-categories'], async () => {
  const payload = await getPayloadClient()
  const [promotions, articles] = await Promise.all([
    payload.find({
      collection: 'promotions',
      where: { and: [{ is_enabled: { equals: true } }, ...periodWhere('not-past')] },
      depth: 1,
      limit: 100,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'articles',
      where: { is_enabled: { equals: true } },
      depth: 1,
      limit: 200,
      sort: '-published_at',
      overrideAccess: true,
    }),
  ])
  return {
    promotions: promotions.docs.map((doc) => ({
      doc,
      fields: [{ stems: stemsOf(`${doc.title} ${doc.summary} ${doc.category ?? ''}`), weight: 1 }],
    })),
    articles: articles.docs.map((doc) => ({
      summary: toArticleSummary(doc),
      fields: [{ stems: stemsOf(`${doc.title} ${doc.excerpt} ${doc.tags ?? ''}`), weight: 1 }],
    })),
  }
})

/** Current promotions and articles whose words match the query, for the search page. */
async function relatedContent(q: string) {
  const queryWords = words(q)
  if (!queryWords.length) return { promotions: [], articles: [] }
  const { promotions, articles } = await relatedIndex()
  const now = new Date()
  const matches = (fields: SearchField[]) => queryWords.every((w) => scoreWord(w, fields) > 0)
  return {
    promotions: promotions
      .filter((p) => periodStatus(p.doc, now) !== 'past' && matches(p.fields))
      .slice(0, 4)
      .map((p) => toPromotionSummary(p.doc, now)),
    articles: articles
      .filter((a) => matches(a.fields))
      .slice(0, 4)
      .map((a) => a.summary),
  }
}
