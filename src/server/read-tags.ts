/**
 * What a render read, for the page cache in front of Next (scripts/page-cache.mjs): before a page it may keep
 * is rendered, the cache puts an empty recording on the request under `renderReadsKey`; every read of content
 * during the render adds its tags (cachedRead and versionedIndex their declared ones, Payload's Local API the
 * collection it reads: collections/hooks/read-tags.ts), and with them the moment the content they name next
 * changes with the clock (server/clock-boundaries.ts). The kept page is then dropped only by a change to one
 * of them, or at that moment. Reached through the request scripts/serve.mjs is answering, as the preview
 * check is (server/preview/context.ts): outside serve.mjs, or for a request the cache will not keep, nothing
 * is recorded.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import { renderReads } from '@/lib/render-clock'

import { clockBoundary } from './clock-boundaries'

export { renderReadsKey } from '@/lib/render-clock'

// On globalThis: the route bundles and Payload's config each hold a copy of this module, and a read wrapped
// by one copy (server/cache.ts) must be quiet for the hooks that call another.
const g = globalThis as typeof globalThis & { __rumahLokaQuietReads?: AsyncLocalStorage<true> }
const quiet = (g.__rumahLokaQuietReads ??= new AsyncLocalStorage<true>())

/**
 * Runs `read` recording nothing: a cached read shared by every request records its own tags for each
 * request that uses it (server/cache.ts), whichever request happened to make it.
 */
export const withoutRecording = <R>(read: () => R): R => quiet.run(true, read)

/**
 * Adds `tags` to what the render being answered read, and the moments of `timed` (by default the same tags:
 * a product page records single products, `product:<id>`, and the moments of every product's sale).
 */
export function recordReadTags(tags: readonly string[], timed: readonly string[] = tags): void {
  const reads = renderReads()
  if (!reads || quiet.getStore()) return
  for (const tag of tags) reads.tags.add(tag)
  reads.until = Math.min(reads.until, clockBoundary(timed))
}
