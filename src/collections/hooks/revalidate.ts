import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidateTag } from 'next/cache'

import { purgeSharedCache } from '../../server/cache-purge'
import { batchChangeTags, type CacheTag, documentChangeTags } from '../../server/cache-tags'
import { announceChange } from '../../server/cache-sync'
import { bumpContentVersion } from '../../server/content-version'
import { outsideRequest } from '../../server/async-context'
import { crashPoint } from '../../server/crash-point'

/** How long after an edit's hook its transaction has surely ended. */
const settledAfterMs = 2000

/** Moves the tags here and on the other instances. */
function move(tags: string[]): void {
  for (const tag of tags) {
    bumpContentVersion(tag)
    announceChange(tag)
  }
}

/**
 * Drops the cached reads tagged with a collection so a staff edit shows on the next request, on every
 * instance.
 */
function expire(tag: CacheTag, context: Record<string, unknown>, documentTags: string[] = []): void {
  // Bulk writes drop nothing per row: the demo seed runs before any instance serves the content, and an
  // integration batch drops its collection's reads once when it is done (expireReads). A bump per row would
  // make every page a render while a 50,000-row file is read.
  if (context.skipRevalidate) return
  // Finer tags first (a product's own, server/cache-tags.ts): pages that record them instead of the whole
  // collection (a product page) follow them, and the shared cache's purge of the collection covers them.
  const tags = [...documentTags, tag]
  move(tags)
  // On PostgreSQL, Payload runs this hook before it commits, and other connections (this instance's pool,
  // other instances told through Redis) still read the old rows: a render or cached read made in between
  // would be kept as current. The tags move again once the write has surely ended.
  if (process.env.DATABASE_URL) outsideRequest(() => setTimeout(() => move(tags), settledAfterMs).unref())
  purgeSharedCache(tag)
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js request (seed script, tests) there is no cache to drop.
  }
}

// A draft save (collections/drafts.ts) changes nothing shoppers read: nothing to drop.
const afterChange: CollectionAfterChangeHook = ({ collection, doc, previousDoc, req }) => {
  if (req.context.draftSave) return
  // The crash test cuts a publish (a scheduled one above all) off between its write and the drop of what
  // shoppers were served (tests/integration/crash-writes.test.ts).
  if (doc?._status === 'published' && previousDoc?._status !== 'published')
    crashPoint('publish.before-cache-drop')
  expire(collection.slug as CacheTag, req.context, documentChangeTags(collection.slug, doc, previousDoc))
}
const afterDelete: CollectionAfterDeleteHook = ({ collection, doc, req }) =>
  expire(collection.slug as CacheTag, req.context, documentChangeTags(collection.slug, doc, null))

/**
 * Hooks of a collection whose documents public pages show: a save or delete drops the reads tagged with the
 * collection's slug (server/cache-tags.ts). The tag comes from the collection, so it cannot be misspelt.
 */
export const revalidatesReads = { afterChange: [afterChange], afterDelete: [afterDelete] }

/**
 * Drops a collection's cached reads once for a batch whose rows were written with `skipRevalidate` (the
 * integration API's upserts: one purge per batch, not one per row).
 */
export const expireReads = (tag: CacheTag) => expire(tag, {}, batchChangeTags(tag))
