import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidateTag } from 'next/cache'

import { purgeSharedCache } from '../../server/cache-purge'
import { announceChange } from '../../server/cache-sync'
import { bumpContentVersion } from '../../server/content-version'

/** Drops the cached reads of a collection so a staff edit shows on the next request, on every instance. */
function expire(tag: string, context: Record<string, unknown>): void {
  bumpContentVersion(tag)
  // Bulk writes (the demo seed) announce nothing: they run before any instance serves the content.
  if (context.skipRevalidate) return
  announceChange(tag)
  purgeSharedCache(tag)
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js request (seed script, tests) there is no cache to drop.
  }
}

export function revalidates(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ req }) => expire(tag, req.context)],
    afterDelete: [({ req }) => expire(tag, req.context)],
  }
}
