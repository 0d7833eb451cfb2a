import { z } from 'zod'

import type { Article, CsrEvent, Promotion, RoomCategory, Service, StyleGallery } from '@/payload-types'

import { imageRef, imageSchema, namedRefSchema, pagedDocumentShape, richTextSchema } from '../data/media'
import { routes } from '@/lib/routes'
import { productSchema, toProductView } from '../catalog/product-view'
import { populated } from '../data/relation'
import { periodStatus } from '../data/period'

export const articleSummarySchema = z
  .strictObject({
    ...pagedDocumentShape,
    excerpt: z.string(),
    cover: imageSchema.nullable(),
    author: z.string().nullable(),
    published_at: z.string(),
    room: namedRefSchema.nullable(),
    tags: z.string().nullable(),
  })
  .meta({ id: 'ArticleSummary' })
export const articleDetailSchema = articleSummarySchema
  .extend({ content: richTextSchema.nullable(), product_count: z.number().int() })
  .meta({ id: 'ArticleDetail' })

export const serviceSchema = z
  .strictObject({
    ...pagedDocumentShape,
    summary: z.string(),
    image: imageSchema.nullable(),
    fee_note: z.string().nullable(),
  })
  .meta({ id: 'Service' })
export const serviceDetailSchema = serviceSchema
  .extend({
    content: richTextSchema.nullable(),
    steps: z.array(z.strictObject({ title: z.string(), description: z.string().nullable() })),
  })
  .meta({ id: 'ServiceDetail' })

const galleryShape = {
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  style: z.string().nullable(),
  description: z.string().nullable(),
  image: imageSchema.nullable(),
}
const spot = <P extends z.ZodType>(product: P) => z.strictObject({ x: z.number(), y: z.number(), product })
export const styleGallerySchema = z
  .strictObject({
    ...galleryShape,
    hotspots: z.array(spot(z.strictObject({ id: z.number().int(), name: z.string(), url_key: z.string() }))),
  })
  .meta({ id: 'StyleGallery' })
export const styleGalleryDetailSchema = z
  .strictObject({ ...galleryShape, hotspots: z.array(spot(productSchema)) })
  .meta({ id: 'StyleGalleryDetail' })

export const promotionSummarySchema = z
  .strictObject({
    ...pagedDocumentShape,
    summary: z.string(),
    banner: imageSchema.nullable(),
    category: z.string().nullable(),
    start_at: z.string().nullable(),
    end_at: z.string().nullable(),
    status: z.enum(['current', 'upcoming', 'past']),
  })
  .meta({ id: 'PromotionSummary' })

export function toRoomCategoryView(
  doc: RoomCategory | number | null | undefined,
): z.output<typeof namedRefSchema> | null {
  const room = populated(doc)
  return room ? { id: room.id, name: room.name, slug: room.slug } : null
}

export function toArticleSummary(doc: Article): z.output<typeof articleSummarySchema> {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    path: routes.article(doc.slug),
    excerpt: doc.excerpt,
    cover: imageRef(doc.cover),
    author: doc.author ?? null,
    published_at: doc.published_at,
    room: toRoomCategoryView(doc.room_category),
    tags: doc.tags ?? null,
  }
}

export function toArticleDetail(doc: Article): z.output<typeof articleDetailSchema> {
  return { ...toArticleSummary(doc), content: doc.content ?? null, product_count: doc.products?.length ?? 0 }
}

export function toServiceView(doc: Service): z.output<typeof serviceSchema> {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    path: routes.service(doc.slug),
    summary: doc.summary,
    image: imageRef(doc.image),
    fee_note: doc.fee_note ?? null,
  }
}

export function toServiceDetail(doc: Service): z.output<typeof serviceDetailSchema> {
  return {
    ...toServiceView(doc),
    content: doc.content ?? null,
    steps: (doc.steps ?? []).map((s) => ({ title: s.title, description: s.description ?? null })),
  }
}

const galleryBase = (doc: StyleGallery) => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug,
  style: doc.style ?? null,
  description: doc.description ?? null,
  image: imageRef(doc.image),
})

/** Hotspots whose product is there and enabled. */
const spotsOf = (doc: StyleGallery) =>
  (doc.hotspots ?? []).flatMap((spot) => {
    const product = populated(spot.product)
    return product && product.is_enabled !== false ? [{ x: spot.x, y: spot.y, product }] : []
  })

/** A shop-the-look set in a list: hotspots name their products. */
export function toStyleGalleryView(doc: StyleGallery): z.output<typeof styleGallerySchema> {
  return {
    ...galleryBase(doc),
    hotspots: spotsOf(doc).map((s) => ({
      x: s.x,
      y: s.y,
      product: { id: s.product.id, name: s.product.name, url_key: s.product.url_key },
    })),
  }
}

/** A shop-the-look set in full: hotspots carry whole products. */
export function toStyleGalleryDetail(doc: StyleGallery): z.output<typeof styleGalleryDetailSchema> {
  return {
    ...galleryBase(doc),
    hotspots: spotsOf(doc).map((s) => ({ x: s.x, y: s.y, product: toProductView(s.product) })),
  }
}

export function toPromotionSummary(
  doc: Promotion,
  now = new Date(),
): z.output<typeof promotionSummarySchema> {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    path: routes.promotion(doc.slug),
    summary: doc.summary,
    banner: imageRef(doc.banner),
    category: doc.category ?? null,
    start_at: doc.start_at ?? null,
    end_at: doc.end_at ?? null,
    status: periodStatus(doc, now),
  }
}

export function toCsrSummary(doc: CsrEvent) {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    path: routes.csrStory(doc.slug),
    date: doc.date,
    location: doc.location ?? null,
    summary: doc.summary,
    cover: imageRef(doc.cover),
  }
}
