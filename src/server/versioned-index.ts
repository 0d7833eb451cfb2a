import { type CacheTag, withAssetTags } from './cache-tags'
import { contentVersion } from './content-version'

/**
 * Something built from the database and kept in memory (the product search index, the search's related
 * content), rebuilt on first use after a staff edit of one of its collections (their content versions moved,
 * on this instance or, through Redis, on another) or once it is `maxAgeMs` old. Concurrent callers share one
 * build; a build never runs per request.
 */
export function versionedIndex<T>(
  ownTags: readonly CacheTag[],
  build: () => Promise<T>,
  maxAgeMs = 5 * 60_000,
): () => Promise<T> {
  const tags = withAssetTags(ownTags)
  let built: { version: string; at: number; value: T } | null = null
  let building: { version: string; value: Promise<T> } | null = null
  return async () => {
    // The version is read before building: an edit made during a build leaves that build stale, and a caller
    // after the edit starts another rather than share it.
    const version = contentVersion(tags)
    if (built && built.version === version && Date.now() - built.at < maxAgeMs) return built.value
    if (!building || building.version !== version) {
      const mine = { version, value: build() }
      building = mine
      mine.value.then(
        (value) => {
          if (building !== mine) return
          building = null
          built = { version, at: Date.now(), value }
        },
        () => {
          if (building === mine) building = null
        },
      )
    }
    return building.value
  }
}
