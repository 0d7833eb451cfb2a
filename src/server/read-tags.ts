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
import { renderReads } from '@/lib/render-clock'

import { clockBoundary } from './clock-boundaries'

export { renderReadsKey } from '@/lib/render-clock'

export function recordReadTags(tags: readonly string[]): void {
  const reads = renderReads()
  if (!reads) return
  for (const tag of tags) reads.tags.add(tag)
  reads.until = Math.min(reads.until, clockBoundary(tags))
}
