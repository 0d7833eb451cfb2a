import { purgeSharedPages } from '../cache-purge'
import { announcePages } from '../cache-sync'
import { bumpPageVersions } from '../content-version'

/**
 * Drops the cached pages of exactly the products whose stock changed (issue 53), on every instance and in a
 * shared cache in front: each product page and its contract read carry the tag `produk-<url_key>`
 * (scripts/page-cache.mjs `pageTagOf`). The levels themselves are read fresh on each render
 * (availability.ts), so no data cache holds them.
 */
export function stockPagesChanged(urlKeys: string[]): void {
  if (!urlKeys.length) return
  const tags = urlKeys.map((key) => `produk-${key}`)
  bumpPageVersions(tags)
  announcePages(tags)
  purgeSharedPages(tags)
}
