import { outsideRequest } from './async-context'
import { isScopedTag } from './content-version'

/**
 * Tells a shared HTTP cache in front (Varnish, a CDN) to drop what a staff edit changed, when
 * `CACHE_PURGE_URL` is set: one request per edit, from the instance that took it, naming the tags public
 * answers carry (scripts/page-cache.mjs `cacheTagsFor`): the changed collection when only some pages show it,
 * else `site`. Sent as `Cache-Tag` and `Surrogate-Key` headers and as JSON ({"tags": […]}), with
 * `CACHE_PURGE_TOKEN` as a bearer token when set. A purge that fails is logged; the cache then keeps the old
 * answer for its s-maxage at most.
 */
export function purgeSharedCache(tag: string): void {
  purgeTags(isScopedTag(tag) ? [tag] : ['site'])
}

/**
 * Drops single pages from a shared cache in front (their `produk-<url_key>` tags); past 100 of them, every
 * product page (`produk`), so one purge stays one small request.
 */
export function purgeSharedPages(pageTags: string[]): void {
  if (pageTags.length) purgeTags(pageTags.length > 100 ? ['produk'] : pageTags)
}

function purgeTags(tags: string[]): void {
  const url = process.env.CACHE_PURGE_URL
  if (!url) return
  const token = process.env.CACHE_PURGE_TOKEN
  // Outside the edit's request: its timer must not keep the request's memory alive (server/async-context.ts).
  outsideRequest(() =>
    fetch(url, {
      method: process.env.CACHE_PURGE_METHOD || 'POST',
      headers: {
        'content-type': 'application/json',
        'cache-tag': tags.join(','),
        'surrogate-key': tags.join(' '),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(3000),
    })
      .then(async (response) => {
        await response.arrayBuffer()
        if (!response.ok) console.error(`[cache-purge] ${tags.join(',')}: ${response.status}`)
      })
      .catch((error: Error) => console.error(`[cache-purge] ${tags.join(',')}: ${error.message}`)),
  )
}
