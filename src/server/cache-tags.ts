import type { CollectionSlug } from 'payload'

/**
 * A cache tag is the slug of a collection: the collection's hooks drop it when staff save or delete a
 * document (collections/hooks/revalidate.ts takes it from the collection itself), so a read tagged with a
 * slug that no collection has cannot be written.
 */
export type CacheTag = CollectionSlug

/**
 * Every public answer shows pictures and files, whose alt text or file staff can replace: these tags are
 * added to every cached read and index (server/cache.ts, server/versioned-index.ts) instead of being listed
 * in each.
 */
export const assetTags = ['media', 'documents'] as const satisfies CacheTag[]

/** What a product card reads: the product and the names of its category, brand and room. */
export const productTags = [
  'products',
  'categories',
  'brands',
  'room-categories',
] as const satisfies CacheTag[]

/** What an event card reads: the event, its seats taken, its calendar and its store. */
export const eventTags = [
  'events',
  'event-registrations',
  'event-calendars',
  'stores',
] as const satisfies CacheTag[]

/** What a store card reads: the store and the services it offers. */
export const storeTags = ['stores', 'services'] as const satisfies CacheTag[]

/** The tags of a read or index: its own and the assets every answer shows. */
export const withAssetTags = (tags: readonly CacheTag[]): CacheTag[] => [...new Set([...tags, ...assetTags])]

/** The tag of one product, which product pages that show it record instead of every product's. */
export const productTag = (id: number | string) => `product:${id}`

/** What decides which products are public and how they rank: a change of one of them moves `products:set`. */
const productSetFields = ['url_key', 'is_enabled', 'is_informab2b', 'category', 'room', 'sold_count'] as const

/**
 * The tags a change of a product moves besides `products`: its own, and `products:set` when it is new or
 * gone, or one of the fields that place it in related products and lists changed (a batch of many, through
 * `expireReads`, moves `products:set` alone).
 */
export function productChangeTags(
  doc: { id: number | string } & Record<string, unknown>,
  previous?: Record<string, unknown> | null,
): string[] {
  // A relationship reads as an id in one and as the document in the other (the saved document is read at
  // the request's depth): compared by id.
  const value = (v: unknown) =>
    v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : (v ?? null)
  const placed =
    !previous?.id || productSetFields.some((field) => value(doc[field]) !== value(previous[field]))
  return [productTag(doc.id), ...(placed ? ['products:set'] : [])]
}

type Document = { id: number | string } & Record<string, unknown>
/**
 * Finer tags than its collection that a change moves, by collection (pages that record them follow them
 * instead of the whole collection): for a document saved or deleted, and for a batch of many.
 */
const finerTags: Partial<
  Record<CacheTag, { document: (doc: Document, previous: Document | null) => string[]; batch: string[] }>
> = { products: { document: productChangeTags, batch: ['products:set'] } }

/** The finer tags a save or delete of `doc` in `collection` moves besides the collection's own. */
export const documentChangeTags = (collection: string, doc: Document | undefined, previous: unknown) =>
  (doc && finerTags[collection as CacheTag]?.document(doc, (previous as Document | null) ?? null)) || []

/** The finer tags a batch written to `collection` moves besides the collection's own. */
export const batchChangeTags = (collection: CacheTag) => finerTags[collection]?.batch ?? []
