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
  if (urlKeys.length) pagesChanged(urlKeys.map((key) => `produk-${key}`))
}

/**
 * Drops every product page: a store whose report was too old, which every page showed as "cek ketersediaan
 * di toko", reported again, so each page shows its levels (a later report of a store already shown only
 * changes the report time, and a page says when it read the levels: docs/catalogue.md).
 */
export function storeReportsChanged(): void {
  pagesChanged(['produk'])
}

function pagesChanged(tags: string[]): void {
  bumpPageVersions(tags)
  announcePages(tags)
  purgeSharedPages(tags)
}
