import type { CollectionSlug, DataFromCollectionSlug, Sort, Where } from 'payload'

import { pageInfo } from './list'
import { getPayloadClient } from '../payload'

/** One page of a collection with the contract's totals; `is_enabled` filters when the collection has it. */
export async function findPage<S extends CollectionSlug>(
  collection: S,
  options: {
    where?: Where[]
    page: number
    page_size: number
    is_enabled?: boolean
    sort: Sort
    depth?: number
  },
): Promise<{ docs: DataFromCollectionSlug<S>[]; info: ReturnType<typeof pageInfo> }> {
  const payload = await getPayloadClient()
  const and: Where[] = [...(options.where ?? [])]
  if (options.is_enabled !== undefined) and.push({ is_enabled: { equals: options.is_enabled } })
  const result = await payload.find({
    collection,
    where: and.length ? { and } : {},
    page: options.page,
    limit: options.page_size,
    sort: options.sort,
    depth: options.depth ?? 1,
    overrideAccess: true,
  })
  return { docs: result.docs, info: pageInfo(result.totalDocs, options.page, options.page_size) }
}

/** The first document that matches `where`, or null; staff access rules do not apply (the caller checks). */
export async function findOne<S extends CollectionSlug>(
  collection: S,
  where: Where,
  { depth = 0, sort }: { depth?: number; sort?: Sort } = {},
): Promise<DataFromCollectionSlug<S> | null> {
  const payload = await getPayloadClient()
  // No count: a lookup needs no total (Payload counts the matches of every paginated find, a second query).
  const { docs } = await payload.find({
    collection,
    where,
    sort,
    limit: 1,
    pagination: false,
    depth,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The one enabled document with this slug, or null. */
export const findBySlug = <S extends CollectionSlug>(collection: S, slug: string, depth = 1) =>
  findOne(collection, { and: [{ slug: { equals: slug } }, { is_enabled: { equals: true } }] }, { depth })
