import { type CacheTag, withAssetTags } from './cache-tags'
import { outsideRequest } from './async-context'
import { contentVersion } from './content-version'
import { recordReadTags } from './read-tags'

/**
 * Something built from the database and kept in memory (the product search index, the search's related
 * content), rebuilt on first use after a staff edit of one of its collections (their content versions moved,
 * on this instance or, through Redis, on another) or once it is `maxAgeMs` old. Concurrent callers share one
 * build, and builds run one at a time; a build never runs per request.
 */
const settled = () => undefined

export function versionedIndex<T>(
  ownTags: readonly CacheTag[],
  build: () => Promise<T>,
  maxAgeMs = 5 * 60_000,
): () => Promise<T> {
  const tags = withAssetTags(ownTags)
  let built: { version: string; at: number; value: T } | null = null
  let running: { version: string; value: Promise<T> } | null = null
  let queued: Promise<T> | null = null
  // The version is read as a build starts: an edit made during it leaves it stale for later callers.
  // Built outside the request that asked first: what a request may see (a preview's drafts, server/preview)
  // must never become what every later request is answered from.
  const start = () => {
    const mine = { version: contentVersion(tags), value: outsideRequest(build) }
    running = mine
    mine.value.then(
      (value) => {
        if (running === mine) running = null
        built = { version: mine.version, at: Date.now(), value }
      },
      () => {
        if (running === mine) running = null
      },
    )
    return mine.value
  }
  return async () => {
    recordReadTags(tags)
    const version = contentVersion(tags)
    if (built && built.version === version && Date.now() - built.at < maxAgeMs) return built.value
    if (!running) return start()
    if (running.version === version) return running.value
    // A build begun before an edit cannot answer for it. One more follows it, shared by every caller until it
    // starts: builds run one at a time however fast edits come.
    queued ??= running.value.then(settled, settled).then(() => {
      queued = null
      return running && running.version === contentVersion(tags) ? running.value : start()
    })
    return queued
  }
}
