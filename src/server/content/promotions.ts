import { z } from 'zod'

import { imageRef, imageSchema, richTextSchema, siteRelative } from '../data/media'
import { promotionSummarySchema, toPromotionSummary } from './views'
import { periodStatus, periodWhere } from '../data/period'
import { enabledProductViews, productSchema } from '../catalog/product-view'
import { populated } from '../data/relation'
import { type CallData, defineCall } from '../contract/call'
import { findBySlug, findPage } from '../data/find'
import { slugParam } from '../contract/fields'
import { listOutput, listParams } from '../data/list'
import { getPayloadClient } from '../payload'
import type { Ecatalogue } from '@/payload-types'
import { cachedRead } from '../cache'
import { productTags } from '../cache-tags'

const statusFilter = z.enum(['current', 'upcoming', 'past', 'all'], {
  message: 'status must be current, upcoming, past or all',
})

const ecatalogueSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    cover: imageSchema.nullable(),
    pages: z.array(imageSchema).describe('Page images for the in-page reader'),
    file: z
      .strictObject({ url: z.string(), filesize: z.number().int(), title: z.string() })
      .nullable()
      .describe('The PDF'),
    start_at: z.string().nullable(),
    end_at: z.string().nullable(),
    status: z.enum(['current', 'upcoming', 'past']),
    promotion: z.strictObject({ title: z.string(), slug: z.string() }).nullable(),
  })
  .meta({ id: 'ECatalogue' })
type EcatalogueView = z.output<typeof ecatalogueSchema>

export const promotionListCall = defineCall({
  method: 'POST',
  path: '/api/promo/show-list',
  tag: 'Promotions',
  body: listParams.extend({
    status: statusFilter.default('current'),
    category: z.string().trim().max(60).optional(),
  }),
  summary:
    'Promotions by status (current by default: started and not ended), optionally of one category label.',
  output: listOutput('promotions', promotionSummarySchema).extend({
    categories: z.array(z.string()).describe('Every category label of promotions with this status'),
  }),
})
export const promotionDetailCall = defineCall({
  method: 'GET',
  path: '/api/promo/fe/detail',
  tag: 'Promotions',
  query: z.object({ slug: slugParam }),
  summary: 'One promotion with its terms, products and e-catalogues.',
  output: promotionSummarySchema
    .extend({
      terms: richTextSchema.nullable(),
      products: z.array(productSchema),
      ecatalogues: z.array(ecatalogueSchema),
    })
    .meta({ id: 'PromotionDetail' }),
  notFound: 'No enabled promotion has that slug',
})
export const ecatalogueListCall = defineCall({
  method: 'GET',
  path: '/api/promo/getlistecatalog',
  tag: 'Promotions',
  query: listParams.extend({ status: statusFilter.default('all') }),
  summary: 'E-catalogues, newest first: cover, pages for the in-page reader and the PDF.',
  output: listOutput('ecatalogues', ecatalogueSchema),
})

export async function listPromotions(
  body: z.infer<NonNullable<typeof promotionListCall.body>>,
  now = new Date(),
): Promise<CallData<typeof promotionListCall>> {
  const where = periodWhere(body.status, now)
  if (body.category) where.push({ category: { equals: body.category } })
  const { docs, info } = await findPage('promotions', {
    where,
    page: body.page,
    page_size: body.page_size,
    is_enabled: body.is_enabled,
    sort: body.status === 'past' ? ['-end_at', 'id'] : ['end_at', 'id'],
  })
  const payload = await getPayloadClient()
  const all = await payload.find({
    collection: 'promotions',
    where: { and: [{ is_enabled: { equals: true } }, ...periodWhere(body.status, now)] },
    limit: 200,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const categories = [
    ...new Set(all.docs.map((d) => d.category).filter((c): c is string => Boolean(c))),
  ].sort()
  return { promotions: docs.map((d) => toPromotionSummary(d, now)), categories, ...info }
}

export function toEcatalogueView(doc: Ecatalogue, now = new Date()): EcatalogueView {
  const pdf = populated(doc.file)
  const promotion = populated(doc.promotion)
  const file = pdf
    ? { url: siteRelative(pdf.url ?? ''), filesize: pdf.filesize ?? 0, title: pdf.title }
    : null
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    cover: imageRef(doc.cover),
    pages: (doc.pages ?? []).map(imageRef).filter((p) => p !== null),
    file,
    start_at: doc.start_at ?? null,
    end_at: doc.end_at ?? null,
    status: periodStatus(doc, now),
    promotion: promotion ? { title: promotion.title, slug: promotion.slug } : null,
  }
}

export async function getPromotion(
  slug: string,
  now = new Date(),
): Promise<CallData<typeof promotionDetailCall> | null> {
  const doc = await findBySlug('promotions', slug, 2)
  if (!doc) return null
  const payload = await getPayloadClient()
  const catalogues = await payload.find({
    collection: 'ecatalogues',
    where: { and: [{ promotion: { equals: doc.id } }, { is_enabled: { equals: true } }] },
    depth: 1,
    limit: 10,
    overrideAccess: true,
  })
  const products = enabledProductViews(doc.products)
  return {
    ...toPromotionSummary(doc, now),
    terms: doc.terms ?? null,
    products,
    ecatalogues: catalogues.docs.map((c) => toEcatalogueView(c, now)),
  }
}

export async function listEcatalogues(
  query: z.infer<NonNullable<typeof ecatalogueListCall.query>>,
  now = new Date(),
): Promise<CallData<typeof ecatalogueListCall>> {
  const { docs, info } = await findPage('ecatalogues', {
    where: periodWhere(query.status, now),
    page: query.page,
    page_size: query.page_size,
    is_enabled: query.is_enabled,
    sort: ['-start_at', 'id'],
  })
  return { ecatalogues: docs.map((d) => toEcatalogueView(d, now)), ...info }
}

/** Cached reads of public pages. */
export const readPromotions = cachedRead(
  'site:promotions',
  ['promotions'],
  (status: 'current' | 'upcoming' | 'past', page: number, page_size: number, category?: string) =>
    listPromotions({ status, page, page_size, is_enabled: true, category }),
)
export const readPromotion = cachedRead(
  'site:promotion',
  ['promotions', 'ecatalogues', ...productTags],
  (slug: string) => getPromotion(slug),
)
export const readEcatalogues = cachedRead(
  'site:ecatalogues',
  ['ecatalogues', 'promotions'],
  async () =>
    (await listEcatalogues({ status: 'all', page: 1, page_size: 50, is_enabled: true })).ecatalogues,
)
