import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import type { MediaLibrary } from './media'
import type { Random } from './random'
import { everyStatus } from '../collections/drafts'

export type SeedContext = {
  payload: Payload
  media: MediaLibrary
  random: Random
  now: Date
  log: (message: string) => void
}

const quiet = { skipRevalidate: true }

/**
 * Creates a document unless one matching `where` exists (then it is left as staff may have
 * edited it). Returns its id either way: this is what makes the seed safe to run again. A drafted
 * collection's document is published, unless `draft` asks for a draft.
 */
export async function ensure<S extends CollectionSlug>(
  ctx: SeedContext,
  collection: S,
  where: Where,
  data: () => RequiredDataFromCollectionSlug<S> | Promise<RequiredDataFromCollectionSlug<S>>,
  { draft = false }: { draft?: boolean } = {},
): Promise<number> {
  const found = await ctx.payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    // Drafts too (collections/drafts.ts): a second run finds the draft it left.
    context: everyStatus,
  })
  const existing = found.docs[0] as { id: number } | undefined
  if (existing) return existing.id
  const doc = await ctx.payload.create({
    collection,
    data: (await data()) as never,
    overrideAccess: true,
    depth: 0,
    context: quiet,
    ...(draft ? { draft: true as const } : {}),
  })
  return (doc as { id: number }).id
}

export const days = (now: Date, n: number, hour?: number): string => {
  const d = new Date(now.getTime() + n * 86_400_000)
  if (hour !== undefined) d.setUTCHours(hour - 7, 0, 0, 0) // hour in Asia/Jakarta (UTC+7)
  return d.toISOString()
}
