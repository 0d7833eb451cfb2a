// An in-process cache of whole public pages, in front of Next.js. Next's own full-route cache
// needs pages rendered at build time (and so the database at build time), which this project
// avoids; pages are rendered per request from cached data instead. This keeps the rendered
// HTML of anonymous GETs, each entry with the tags of the content its render read (src/server/read-tags.ts),
// and drops an entry when one of them changes (the Payload hooks stamp the change in
// globalThis.__rumahLokaContent in this same process; other instances hear of it through Redis).
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import {
  computeCacheBustingSearchParam,
  computeLegacyCacheBustingSearchParam,
} from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js'

import { contractHeaders } from './contract-headers.mjs'
import { acceptsBrotli } from './precompressed-static.mjs'
import { createRouteMatcher } from './route-params.mjs'
import {
  backOfficePrefixes,
  confirmationLinkPrefixes,
  customerLinkPrefixes,
  integrationPrefixes,
  isUnder,
  perVisitorFormPrefixes,
} from './route-prefixes.mjs'

/** Never kept: per session, per person or per visitor, and Next's own assets and the health checks. */
const uncachedPrefixes = [
  ...backOfficePrefixes,
  ...integrationPrefixes,
  ...customerLinkPrefixes,
  ...confirmationLinkPrefixes,
  ...perVisitorFormPrefixes,
  '/_next',
  '/up',
]

/** Contract reads (GET /api/…) are cached too; the other contract families are personal or operational. */
const isContractRead = (path) => path.startsWith('/api/') && path !== '/api/openapi.json'

/** The route matcher of the table alone (unit tests); the server builds one from the routes of its build. */
const tableRoutes = createRouteMatcher()

/**
 * The request's path and the query parameters its route reads (scripts/route-params.mjs), sorted. Any other
 * parameter (a tracking tag such as utm_source or fbclid, a made-up one) is left out: the route renders the
 * same without it, so such a request is answered from, and rendered as, the copy without it. Null when the
 * route is not in the table: such a request is handed to the app as sent and never kept.
 */
export function normalisedUrl(url = '/', match = tableRoutes) {
  const at = url.indexOf('?')
  const [path, query] = at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)]
  const reads = match(path)?.params
  if (!reads) return null
  const params = [...new URLSearchParams(query)].filter(([name]) => reads.includes(name))
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const kept = new URLSearchParams(params).toString()
  return kept ? `${path}?${kept}` : path
}

/** How many query parameters a URL has. */
const paramCount = (url = '') =>
  url.includes('?') ? [...new URLSearchParams(url.slice(url.indexOf('?') + 1))].length : 0

/**
 * Whether the answer to a request may be stored: not when it says `no-store` (or `private`: its answer is
 * its own). Such a request may still be answered from a copy stored for others, and so may a reload
 * (`no-cache`, `Pragma: no-cache`, a browser with its cache off): this cache is the origin's own, which
 * decides how fresh its pages are (content edits drop them at once), as Varnish and CDNs do by default. Were
 * these headers obeyed, any client could make every request a full render by sending them.
 */
export const mayStore = (req) => !/\b(no-store|private)\b/i.test(req.headers['cache-control'] ?? '')

/**
 * The names of the cookies in a Cookie header, as Payload 3.90.1 reads them when it looks for its session
 * (`payload/dist/utilities/parseCookies.js`, used by `extractJWT`): split at every `;`, the name is what
 * comes before the first `=`, trimmed (spaces, tabs and any other white space on both sides). So
 * `payload-token =<jwt>` or `\tpayload-token=<jwt>` signs a staff member in as `payload-token=<jwt>` does.
 */
export const cookieNames = (header = '') => header.split(';').map((pair) => pair.split('=')[0].trim())

/** Payload's session cookie: `cookiePrefix` (default `payload`, unset in payload.config.ts) + `-token`. */
const payloadSessionCookie = 'payload-token'
/** A preview of drafts (src/server/preview/token.ts `previewCookieName`). */
const previewCookie = 'rl-preview'

/**
 * Whether a request carries credentials Payload may accept, so its answer may be a staff member's view
 * (drafts, is_enabled=false rows) that must never be kept for the public: an Authorization header (JWT,
 * Bearer, API key), a cookie Payload would read as its session cookie, or a preview cookie, whatever its
 * value (the app's to judge).
 */
export function hasCredentials(req) {
  const h = req.headers
  if (h.authorization) return true
  const cookie = Array.isArray(h.cookie) ? h.cookie.join('; ') : h.cookie
  if (typeof cookie !== 'string') return false
  const names = cookieNames(cookie)
  return names.includes(payloadSessionCookie) || names.includes(previewCookie)
}

/**
 * Wraps a handler so every answer to a request carrying a preview cookie (any value) is `private, no-store`,
 * whatever the app set: a preview may show drafts (src/server/preview), and a shared cache in front that
 * keeps answers to requests with cookies (a CDN set so) must not keep one. Route handlers such as the sitemap
 * set their own caching headers.
 */
export function withPrivatePreviews(handle) {
  return (req, res) => {
    const cookie = Array.isArray(req.headers.cookie) ? req.headers.cookie.join('; ') : req.headers.cookie
    if (typeof cookie !== 'string' || !cookieNames(cookie).includes(previewCookie)) return handle(req, res)
    const writeHead = res.writeHead.bind(res)
    // Node sends the head through writeHead, explicitly or on the first write.
    res.writeHead = (status, ...rest) => {
      res.setHeader('cache-control', 'private, no-store')
      for (const given of rest)
        if (given && typeof given === 'object' && !Array.isArray(given))
          for (const name of Object.keys(given))
            if (name.toLowerCase() === 'cache-control') given[name] = 'private, no-store'
      return writeHead(status, ...rest)
    }
    return handle(req, res)
  }
}

/**
 * Whether a request may be answered from, or stored in, the cache (see also mayStore). `match` is the route
 * matcher (scripts/route-params.mjs) of the build being served.
 */
export function isCacheableRequest(req, match = tableRoutes) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? '/'
  const path = url.split('?')[0]
  if (path.startsWith('/api') && !isContractRead(path)) return false
  if (isUnder(path, uncachedPrefixes)) return false
  // Next's own navigation requests (the `_rsc` parameter by name, not text anywhere in the query).
  if (new URLSearchParams(url.split('?')[1] ?? '').has('_rsc')) return false
  if (normalisedUrl(url, match) === null) return false
  const h = req.headers
  if (h.rsc || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-action']) return false
  return !hasCredentials(req)
}

/** Whether a finished response may be kept for others: a page, or a successful contract answer. */
export function isCacheableResponse(status, headers) {
  if (status !== 200) return false
  if (headers['set-cookie']) return false
  const type = String(headers['content-type'] ?? '')
  return type.startsWith('text/html') || type.startsWith('application/json')
}

/** Header names (lower case) whose values a contract answer depends on: the key/code check. */
const contractHeaderNames = Object.keys(contractHeaders())

/** Whether forwarded headers count (src/server/security/client-address.ts `trustedProxyHops`). */
const behindTrustedProxy = () => {
  const value = process.env.TRUST_PROXY
  return value === 'true' || (Number.isInteger(Number(value)) && Number(value) > 0)
}

/**
 * What of the request's origin the key counts: what the app builds its links from. With SITE_URL, nothing
 * (the origin is fixed); without it, the Host, and behind a trusted proxy the forwarded host and protocol.
 * Headers the app ignores are left out, so made-up values cost neither a render nor an entry.
 */
const originKey = (req) => {
  if (process.env.SITE_URL) return '||'
  const host = req.headers.host ?? ''
  if (!behindTrustedProxy()) return `${host}||`
  return `${host}|${req.headers['x-forwarded-host'] ?? ''}|${req.headers['x-forwarded-proto'] ?? ''}`
}

/** The encoding of the key: gzip when the request takes it, else none (Next speaks gzip and deflate). */
const encodingKey = (req) => (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? 'gz' : 'id')

/**
 * Whether an answer suits every request of its key: uncompressed (Next leaves small answers so), or gzip
 * under a gzip key. Next answers a client that takes deflate but not gzip (or refuses it: `gzip;q=0`) in
 * deflate; such an answer is sent, never stored, or a client taking no encoding would get deflate bytes.
 */
const suitsEncodingKey = (req, headers) => {
  const encoding = String(headers['content-encoding'] ?? 'identity')
  return encoding === 'identity' || (encoding === 'gzip' && encodingKey(req) === 'gz')
}

// The origin (above) is part of the key. The contract's headers are too: other values miss and the app
// answers.
export const cacheKey = (req, match = tableRoutes) =>
  `${originKey(req)}${normalisedUrl(req.url, match)}|${encodingKey(req)}` +
  (req.url?.startsWith('/api/') ? `|${contractHeaderNames.map((h) => req.headers[h] ?? '').join('|')}` : '')

/**
 * Whether a prefetch's answer (status 200) may be kept: Next's RSC payload without a cookie, and not one
 * that varies on the page it was asked from (`Next-Url`: an interception route's).
 */
const isPrefetchAnswer = (headers) =>
  !headers['set-cookie'] &&
  String(headers['content-type'] ?? '').startsWith('text/x-component') &&
  !/\bnext-url\b/i.test(String(headers.vary ?? ''))

/** The state tree Next's router sends when it asks for a page's head alone (`MetadataOnlyRequestTree`). */
const metadataOnlyTree = encodeURIComponent(JSON.stringify(['', {}, null, 'metadata-only']))

/**
 * Which of the two link prefetches a request is that render no component, or null: a page's route tree
 * (`Next-Router-Segment-Prefetch: /_tree`) or its head, the metadata alone (the metadata-only state tree).
 * No route here has a `loading` boundary, so a prefetch stops there; Next's router (16.4.5,
 * `segment-cache/cache.js`) asks both for every link that scrolls into view, from every page view, so each
 * is answered once per content version, like the page. Only the exact headers the router sends count:
 * navigations and every other RSC request render components and are never kept, nor is a prefetch carrying
 * a parameter its route does not read (made-up ones would each cost an entry).
 */
export function prefetchKind(req, match = tableRoutes) {
  const h = req.headers
  if (req.method !== 'GET' || h.rsc !== '1' || h['next-action'] || hasCredentials(req)) return null
  const kind =
    h['next-router-prefetch'] === '1' &&
    h['next-router-segment-prefetch'] === '/_tree' &&
    h['next-router-state-tree'] === undefined
      ? 'tree'
      : (h['next-router-prefetch'] ?? '1') === '1' &&
          h['next-router-segment-prefetch'] === undefined &&
          h['next-router-state-tree'] === metadataOnlyTree
        ? 'head'
        : null
  if (!kind) return null
  const url = withoutRscParam(req.url)
  const path = url.split('?')[0]
  if (path.startsWith('/api') || isUnder(path, uncachedPrefixes)) return null
  const kept = normalisedUrl(url, match)
  return kept !== null && paramCount(kept) === paramCount(url) ? kind : null
}

/** The URL without Next's `_rsc` parameter. */
const withoutRscParam = (url = '/') => {
  const at = url.indexOf('?')
  if (at === -1) return url
  const query = new URLSearchParams(url.slice(at + 1))
  query.delete('_rsc')
  return query.size ? `${url.slice(0, at)}?${query}` : url.slice(0, at)
}

/**
 * Whether `_rsc` is the hash of the router headers Next checks it against (base-server.js: a request whose
 * hash does not match is redirected, so that caches keyed on the URL alone cannot be poisoned). A prefetch
 * is answered from memory only when Next would answer it; any other goes to Next as sent.
 */
export async function rscHashMatches(req) {
  const h = req.headers
  const inputs = [
    h['next-router-prefetch'],
    h['next-router-segment-prefetch'],
    h['next-router-state-tree'],
    h['next-url'],
  ]
  const sent = new URLSearchParams(req.url?.split('?')[1] ?? '').get('_rsc')
  if (sent === null) return false
  return (
    sent === (await computeCacheBustingSearchParam(...inputs)) ||
    sent === computeLegacyCacheBustingSearchParam(...inputs)
  )
}

/**
 * The key of a prefetch: its kind, origin, URL as the route reads it and encoding. Not `Next-Url` (the page
 * the shopper is on): Next drops it for routes no interception route can catch (none here; an answer that
 * varies on it is not kept), so one copy serves the link from every page; nor `_rsc`, its hash.
 */
export const prefetchKey = (req, kind, match = tableRoutes) =>
  `${kind}|${originKey(req)}${normalisedUrl(withoutRscParam(req.url), match)}|${encodingKey(req)}`

/** Content versions and changes (src/server/content-version.ts). */
const contentState = () => globalThis.__rumahLokaContent
/** How many changes there have been: a render records the count it began at. */
const changeCount = () => contentState()?.sequence ?? 0

/** Where a render puts what it read (src/server/read-tags.ts `renderReadsKey`). */
const renderReadsKey = Symbol.for('rumahLoka.renderReads')

/**
 * Whether an entry still shows current content: none of its tags changed after its render began (and this
 * instance has not missed changes since: `everythingAt`).
 */
function isCurrent(entry) {
  const state = contentState()
  if (!state) return true
  if ((state.everythingAt ?? 0) > entry.since) return false
  for (const tag of entry.tags) if ((state.changedAt?.get(tag) ?? 0) > entry.since) return false
  return true
}

/**
 * The tag of the one page an answer shows, when something changes single pages (a product's stock, issue
 * 53): its page and its contract read `GET /api/product/fe/detail?url_key=…` share it. Null for the rest.
 */
const decoded = (text) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

export function pageTagOf(url = '') {
  // Decoded, as Next hands the key to the page: /produk/sofa%2Dabc shows the product sofa-abc.
  const product = /^\/produk\/([^/?#]+)/.exec(url)
  if (product) return `produk-${decoded(product[1])}`
  if (url.startsWith('/api/product/fe/detail?')) {
    const key = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('url_key')
    if (key) return `produk-${key}`
  }
  return null
}

/**
 * The tags a change of which drops an entry: those its render read (src/server/read-tags.ts), or, for a
 * render that recorded none, any change of an unscoped tag (`*`) and of the scoped tags its path shows
 * (content-version.ts `scopedTags`: an event registration drops the event pages, not the whole cache); and
 * for its URL (`normalisedUrl`) its page's own.
 */
export function entryTags(path, url = path, read = []) {
  const tags = read.length ? [...read] : ['*', ...scopedTagsOf(path)]
  const pageTag = pageTagOf(url)
  // `produk`: every product page (a store's stock report shows on all of them).
  if (pageTag) tags.push('produk', pageTag)
  return tags
}

const scopedTagsOf = (path) =>
  [...(contentState()?.scopes ?? [])].filter(([, inScope]) => inScope(path)).map(([tag]) => tag)

/** What an entry stored now is checked against: the change count, and its tags (`entryTags`). */
export const versionsFor = (path, url = path, read = []) => ({
  since: changeCount(),
  tags: entryTags(path, url, read),
})

const entryBytes = (key, entry) =>
  key.length + entry.body.length + (entry.brotli?.length ?? 0) + JSON.stringify(entry.headers).length

const gunzip = promisify(zlib.gunzip)
const brotliCompress = promisify(zlib.brotliCompress)

/**
 * A stored gzip page gets a Brotli copy too (about a fifth smaller: docs/performance.md), made once when it
 * is stored, in zlib's thread pool, at quality 5 (some milliseconds for the home page; 11 would take
 * hundreds), while the gzip copy is already served. Next itself only speaks gzip. Null when there is none.
 */
async function brotliCopy(entry) {
  if (entry.headers['content-encoding'] !== 'gzip') return null
  try {
    const html = await gunzip(entry.body)
    const brotli = await brotliCompress(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    })
    return brotli.length < entry.body.length ? brotli : null
  } catch {
    return null
  }
}

/** The stored answer in the encoding the request takes: Brotli if there is a copy and the client takes it. */
function storedAnswer(entry, req) {
  if (!entry.brotli || !acceptsBrotli(req.headers['accept-encoding'])) return entry
  const vary = String(entry.headers.vary ?? '')
  return {
    headers: {
      ...entry.headers,
      'content-encoding': 'br',
      'content-length': entry.brotli.length,
      vary: /accept-encoding/i.test(vary) ? vary : [vary, 'Accept-Encoding'].filter(Boolean).join(', '),
    },
    body: entry.brotli,
  }
}

/** A request that waited once for another's render: it renders itself if that one kept nothing. */
const waitedKey = Symbol('waited for a render')
/** How long a request waits for the same page's render under way before it renders itself. */
const renderWaitMs = 10_000
const waitFor = (render) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, renderWaitMs)
    timer.unref?.()
    render.then(() => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * The store: entries expire after ttlMs, and the least recently used go first once the bodies and headers
 * held pass maxBytes (bytes, not entries: one catalogue page can weigh as much as fifty small answers).
 */
export function createPageCache({ ttlMs = 30_000, maxBytes = 64 * 1024 * 1024 } = {}) {
  const entries = new Map()
  let bytes = 0
  /** Entries removed: for room (least recently used first), past their lifetime, or changed content. */
  const removed = { evicted: 0, expired: 0, changed: 0 }
  const remove = (key, reason) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.bytes
    entries.delete(key)
    if (reason) removed[reason]++
  }
  const makeRoom = (needed) => {
    while (bytes + needed > maxBytes) remove(entries.keys().next().value, 'evicted')
  }
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key)
      if (!entry) return null
      const reason = entry.expires < now ? 'expired' : isCurrent(entry) ? null : 'changed'
      if (reason) {
        remove(key, reason)
        return null
      }
      // Most recently used last: eviction takes from the front.
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    set(key, entry, now = Date.now()) {
      remove(key)
      const size = entryBytes(key, entry)
      if (size > maxBytes) return
      makeRoom(size)
      // Kept for its lifetime, or until its content changes with the clock (`until`: a sale that ends).
      entries.set(key, { ...entry, expires: Math.min(now + ttlMs, entry.until ?? Infinity), bytes: size })
      bytes += size
    },
    /** Adds the Brotli copy of a stored body, if that body is still the one stored under the key. */
    attachBrotli(key, body, brotli) {
      const entry = entries.get(key)
      if (!entry || entry.body !== body) return
      const added = brotli.length - (entry.brotli?.length ?? 0)
      entry.brotli = brotli
      entry.bytes += added
      bytes += added
      makeRoom(0)
    },
    size: () => entries.size,
    bytes: () => bytes,
    /** Entries removed so far, by reason (metrics: page_cache_removed_total). */
    removed: () => ({ ...removed }),
  }
}

/**
 * The content an answer shows, as tags a shared HTTP cache (Varnish, a CDN) can purge by: `site`, which any
 * staff edit drops (as this cache drops every entry), and each scoped tag whose pages include the path
 * (content-version.ts:
 * an event registration drops only the event pages). src/server/cache-purge.ts sends the same tags on each
 * edit.
 */
export function cacheTagsFor(path, url = path) {
  const tags = ['site']
  for (const [tag, inScope] of contentState()?.scopes ?? []) if (inScope(path)) tags.push(tag)
  const pageTag = pageTagOf(url)
  if (pageTag) tags.push('produk', pageTag)
  return tags
}

/**
 * The headers that let a shared cache in front hold an answer this cache would keep: public for `seconds`
 * there (browsers revalidate: max-age=0), served stale for as long again while it refetches, tagged for
 * purges, and varying on the contract's key headers for contract reads (as this cache's key does).
 */
export function sharedCacheHeaders(path, seconds, url = path) {
  const tags = cacheTagsFor(path, url)
  return {
    'cache-control': `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`,
    'cache-tag': tags.join(','),
    'surrogate-key': tags.join(' '),
    ...(path.startsWith('/api/') ? { vary: ['accept-encoding', ...contractHeaderNames].join(', ') } : {}),
  }
}

/**
 * Wraps Next's request handler: a hit is written straight from memory; a miss goes to Next while its bytes
 * are collected, and a cacheable result is kept (under the content version it started with) and sent with the
 * headers a shared cache in front needs (`sharedCacheHeaders`); everything else keeps Next's own (personal
 * pages and staff sessions: private, no-store). A cacheable request reaches Next without the parameters its
 * route does not read (`normalisedUrl`), so what is kept is the copy every such request is answered from.
 * A shared cache in front keys on the whole URL and could keep a copy per made-up parameter: the answer to
 * a URL that carried such parameters is `private` for it (such requests come here, and cost a look-up).
 * `routes`: the route shapes of the build (scripts/route-params.mjs `routesOfBuild`); a route of the build
 * the table does not list is never cached. Without it, the table's own routes.
 * `prefetches`: where link prefetches are kept (a store of their own, so they cannot push pages out).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown}
 *   handle
 * @param {ReturnType<typeof createPageCache>} cache
 * @param {{ sharedSeconds?: number, routes?: string[], prefetches?: ReturnType<typeof createPageCache> }}
 *   [options]
 */
export function withPageCache(handle, cache, { sharedSeconds = 30, routes, prefetches = cache } = {}) {
  const match = routes ? createRouteMatcher(routes) : tableRoutes
  /** The renders under way, by key: a request for a page being rendered waits for that render. */
  const rendering = new Map()
  return (req, res) => {
    const kind = prefetchKind(req, match)
    if (kind) return rscHashMatches(req).then((ok) => (ok ? serve(req, res, kind) : handle(req, res)))
    return isCacheableRequest(req, match) ? serve(req, res, null) : handle(req, res)
  }

  /** `prefetch`: the kind of a link prefetch, which keeps Next's URL and headers (private, not shared). */
  function serve(req, res, prefetch) {
    const store = prefetch ? prefetches : cache
    const key = prefetch ? prefetchKey(req, prefetch, match) : cacheKey(req, match)
    const url = prefetch ? withoutRscParam(req.url) : normalisedUrl(req.url, match)
    const perUrl =
      !prefetch && paramCount(url) < paramCount(req.url) ? { 'cache-control': 'private, max-age=0' } : {}
    const hit = store.get(key)
    if (hit) {
      const answer = storedAnswer(hit, req)
      res.writeHead(hit.status, { ...answer.headers, ...perUrl, 'x-page-cache': 'HIT' })
      return res.end(req.method === 'HEAD' ? undefined : answer.body)
    }
    // Shoppers arriving together at a page that is not kept (a popular one after an edit) make one render:
    // the others wait for it, up to `renderWaitMs`, and are answered from what it stored, or render
    // themselves.
    const renderKey = `${prefetch ?? 'page'}|${key}`
    const under = rendering.get(renderKey)
    if (under && !req[waitedKey]) {
      req[waitedKey] = true
      return waitFor(under).then(() => serve(req, res, prefetch))
    }
    let finished
    const mine = new Promise((resolve) => (finished = resolve))
    rendering.set(renderKey, mine)
    res.once('close', () => {
      if (rendering.get(renderKey) === mine) rendering.delete(renderKey)
      finished()
    })
    const path = (req.url ?? '/').split('?')[0]
    if (!prefetch) req.url = url
    // Next streams the metadata into the body for a request without a User-Agent (its
    // `shouldServeStreamingMetadata`; next.config.ts asks for it in <head> for every agent): rendered as one
    // with, so the copy kept is the one every client gets.
    req.headers['user-agent'] ||= '-'
    const since = changeCount()
    const reads = { tags: new Set(), until: Infinity }
    req[renderReadsKey] = reads
    const chunks = []
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    const writeHead = res.writeHead.bind(res)
    // Node writes the head through writeHead, explicitly or on the first write: the answer's status is known
    // there.
    res.writeHead = (status, ...rest) => {
      const given = rest.find((arg) => arg && typeof arg === 'object') ?? {}
      const headers = {
        ...res.getHeaders(),
        ...Object.fromEntries(Object.entries(given).map(([k, v]) => [k.toLowerCase(), v])),
      }
      if (!prefetch && isCacheableResponse(status, headers)) {
        for (const [name, value] of Object.entries({
          ...sharedCacheHeaders(path, sharedSeconds, url),
          ...perUrl,
        })) {
          if (name in given) given[name] = value
          res.setHeader(name, value)
        }
      }
      return writeHead(status, ...rest)
    }
    res.setHeader('x-page-cache', 'MISS')
    res.write = (chunk, ...rest) => {
      if (chunk) chunks.push(Buffer.from(chunk))
      return write(chunk, ...rest)
    }
    res.end = (chunk, ...rest) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk))
      // Stored with the headers of the URL without the other parameters: shareable in front.
      const headers = {
        ...res.getHeaders(),
        ...(!prefetch && perUrl['cache-control'] && sharedCacheHeaders(path, sharedSeconds, url)),
      }
      // Per answer, not per page: each hit gets its own request id (scripts/observability.mjs).
      delete headers['x-page-cache']
      delete headers['x-request-id']
      const keep =
        req.method === 'GET' &&
        mayStore(req) &&
        (prefetch ? isPrefetchAnswer(headers) : isCacheableResponse(res.statusCode, headers)) &&
        res.statusCode === 200 &&
        suitsEncodingKey(req, headers)
      const body = keep ? Buffer.concat(chunks) : null
      const entry = keep && {
        status: res.statusCode,
        // A hit is written whole, with its length: no chunked framing.
        headers: { ...headers, 'content-length': body.length },
        body,
        path,
        since,
        tags: entryTags(path, url, [...reads.tags]),
        until: reads.until,
      }
      // Content that changed while the page rendered may be in it half-way: not kept.
      if (entry && isCurrent(entry) && entry.until > Date.now()) {
        store.set(key, entry)
        void brotliCopy(entry).then((brotli) => brotli && store.attachBrotli(key, entry.body, brotli))
      }
      return end(chunk, ...rest)
    }
    return handle(req, res)
  }
}
