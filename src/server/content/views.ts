import type { Article, CsrEvent, Promotion, RoomCategory, Service, StyleGallery } from '@/payload-types'

import { imageRef } from './media'
import { toProductView } from '../catalog/product-view'
import { populated } from './relation'


export function toRoomCategoryView(doc: RoomCategory | number | null | undefined) {
  const room = populated(doc)
  return room ? { id: room.id, name: room.name, slug: room.slug } : null
}

export function toArticleSummary(doc: Article) {
  return {
    id: doc.id, title: doc.title, slug: doc.slug, excerpt: doc.excerpt, cover: imageRef(doc.cover), author: doc.author ?? null,
    published_at: doc.published_at, room: toRoomCategoryView(doc.room_category), tags: doc.tags ?? null,
  }
}

export function toArticleDetail(doc: Article) {
  return { ...toArticleSummary(doc), content: doc.content ?? null, product_count: doc.products?.length ?? 0 }
}

export function toServiceView(doc: Service, detail = false) {
  return {
    id: doc.id, title: doc.title, slug: doc.slug, summary: doc.summary, image: imageRef(doc.image), fee_note: doc.fee_note ?? null,
    ...(detail ? { content: doc.content ?? null, steps: (doc.steps ?? []).map((s) => ({ title: s.title, description: s.description ?? null })) } : {}),
  }
}

const galleryBase = (doc: StyleGallery) => ({ id: doc.id, title: doc.title, slug: doc.slug, style: doc.style ?? null, description: doc.description ?? null, image: imageRef(doc.image) })

/** Hotspots whose product is there and enabled. */
const spotsOf = (doc: StyleGallery) =>
  (doc.hotspots ?? []).flatMap((spot) => {
    const product = populated(spot.product)
    return product && product.is_enabled !== false ? [{ x: spot.x, y: spot.y, product }] : []
  })

/** A shop-the-look set in a list: hotspots name their products. */
export function toStyleGalleryView(doc: StyleGallery) {
  return { ...galleryBase(doc), hotspots: spotsOf(doc).map((s) => ({ x: s.x, y: s.y, product: { id: s.product.id, name: s.product.name, url_key: s.product.url_key } })) }
}

/** A shop-the-look set in full: hotspots carry whole products. */
export function toStyleGalleryDetail(doc: StyleGallery) {
  return { ...galleryBase(doc), hotspots: spotsOf(doc).map((s) => ({ x: s.x, y: s.y, product: toProductView(s.product) })) }
}

export type PromotionStatus = 'current' | 'upcoming' | 'past'

export function promotionStatus(doc: { start_at?: string | null; end_at?: string | null }, now = new Date()): PromotionStatus {
  if (doc.start_at && new Date(doc.start_at) > now) return 'upcoming'
  if (doc.end_at && new Date(doc.end_at) < now) return 'past'
  return 'current'
}

export function toPromotionSummary(doc: Promotion, now = new Date()) {
  return {
    id: doc.id, title: doc.title, slug: doc.slug, summary: doc.summary, banner: imageRef(doc.banner), category: doc.category ?? null,
    start_at: doc.start_at ?? null, end_at: doc.end_at ?? null, status: promotionStatus(doc, now),
  }
}

export function toCsrSummary(doc: CsrEvent) {
  return { id: doc.id, title: doc.title, slug: doc.slug, date: doc.date, location: doc.location ?? null, summary: doc.summary, cover: imageRef(doc.cover) }
}
