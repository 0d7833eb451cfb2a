import { imageRef } from '../data/media'
import { enabledProductViews } from '../catalog/product-view'
import { cachedRead } from '../cache'
import { productTags } from '../cache-tags'
import { findBySlug } from '../data/find'
import { getPayloadClient } from '../payload'
import { routes } from '@/lib/routes'
import { populated } from '../data/relation'
import type { RoomCategory } from '@/payload-types'

/** The room a look or inspiration belongs to, as its card names and links it. */
const roomRef = (value: number | RoomCategory | null | undefined) => {
  const room = populated(value)
  return room ? { name: room.name, slug: room.slug, path: routes.roomCategory(room.slug) } : null
}

/** Room categories (living room, bedroom…) with their picture, in staff order. */
export const roomCategoriesWithCovers = cachedRead('site:room-categories', ['room-categories'], async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'room-categories',
    where: { is_enabled: { equals: true } },
    sort: ['sort', 'id'],
    limit: 50,
    depth: 1,
    overrideAccess: true,
  })
  return docs.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    path: routes.roomCategory(r.slug),
    description: r.description ?? null,
    cover: imageRef(r.image),
  }))
})

/** Rooms of inspiration, optionally of one room category. */
export const listRooms = cachedRead(
  'site:rooms',
  ['rooms', 'room-categories'],
  async (roomCategoryId?: number) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'rooms',
      where: {
        and: [
          { is_enabled: { equals: true } },
          ...(roomCategoryId ? [{ room_category: { equals: roomCategoryId } }] : []),
        ],
      },
      sort: ['sort', 'id'],
      limit: 100,
      depth: 1,
      overrideAccess: true,
    })
    return docs.map((r) => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      path: routes.room(r.slug),
      summary: r.summary ?? null,
      cover: imageRef(r.cover),
      room: roomRef(r.room_category),
    }))
  },
)

/** One room of inspiration with its looks and their enabled products. */
export const getRoom = cachedRead('site:room', ['rooms', ...productTags], async (slug: string) => {
  const room = await findBySlug('rooms', slug, 2)
  if (!room) return null
  return {
    id: room.id,
    title: room.title,
    slug: room.slug,
    path: routes.room(room.slug),
    summary: room.summary ?? null,
    cover: imageRef(room.cover),
    room: roomRef(room.room_category),
    looks: (room.looks ?? []).map((look) => ({
      id: look.id ?? look.title,
      title: look.title,
      image: imageRef(look.image),
      products: enabledProductViews(look.products),
    })),
  }
})

/** A room category (its products are a search by room: the page pages through them). */
export const getRoomCategory = cachedRead('site:room-category', ['room-categories'], async (slug: string) => {
  const category = await findBySlug('room-categories', slug, 1)
  if (!category) return null
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    path: routes.roomCategory(category.slug),
    description: category.description ?? null,
    cover: imageRef(category.image),
  }
})
