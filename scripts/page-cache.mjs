// An in-process cache of whole public pages, in front of Next.js. Next's own full-route cache
// needs pages rendered at build time (and so the database at build time), which this project
// avoids; pages are rendered per request from cached data instead. This keeps the rendered
// HTML of anonymous GETs for a short time and drops everything when staff change content
// (the Payload hooks bump globalThis.__rumahLokaContent.version in this same process).
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { contractHeaders } from './contract-headers.mjs'
import { acceptsBrotli } from './precompressed-static.mjs'
import {
  backOfficePrefixes,
  customerLinkPrefixes,
  isUnder,
  perVisitorFormPrefixes,
} from './route-prefixes.mjs'

/** Never kept: per session, per person or per visitor, and Next's own assets and the health checks. */
const uncachedPrefixes = [
  ...backOfficePrefixes,
  ...customerLinkPrefixes,
  ...perVisitorFormPrefixes,
  '/_next',
  '/up',
]

/** Contract reads (GET /api/…) are cached too; the other contract families are personal or operational. */
const isContractRead = (path) => path.startsWith('/api/') && path !== '/api/openapi.json'

/**
 * Query parameters that only say where a visitor came from: dropped from the key, so tagged links share one
 * copy.
 */
const isTrackingParam = (name) =>
  /^(utm_|mc_)/.test(name) ||
  ['fbclid', 'gclid', 'dclid', 'msclkid', 'yclid', '_ga', '_gl', 'igshid'].includes(name)

/**
 * Parameters some page or contract read answers to (pages: searchParams; calls: their query schemas, checked
 * by tests/unit/page-cache.test.ts). A request with any other parameter is answered by the app and not kept,
 * so made-up parameters cannot fill the cache with copies.
 */
export const knownParams = new Set([
  'page',
  'page_size',
  'is_enabled',
  'slug',
  'q',
  'c',
  'k',
  'status',
  'room',
  'category',
  'parent',
  'brand',
  'area',
  'city',
  'search',
  'sort',
  'set',
  'view',
  'price',
  'month',
  'event_calendar_id',
  'type',
  'style',
  'tab',
  'url_key',
  'config_name',
  'lat',
  'lng',
  'section_name',
  'browser',
  'is_informab2b',
  'link_url',
  'date_from',
  'date_to',
  'include_past',
  'kelurahan',
])

/**
 * The request's path and its query without tracking parameters (sorted), or null when a parameter is unknown.
 */
export function normalisedUrl(url = '/') {
  const [path, query = ''] = url.split('?')
  const params = [...new URLSearchParams(query)].filter(([name]) => !isTrackingParam(name))
  if (params.some(([name]) => !knownParams.has(name))) return null
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const kept = new URLSearchParams(params).toString()
  return kept ? `${path}?${kept}` : path
}

/**
 * Whether the answer to a request may be stored: not when it says `no-store` (or `private`: its answer is
 * its own). Such a request may still be answered from a copy stored for others, and so may a reload
 * (`no-cache`, `Pragma: no-cache`, a browser with its cache off): this cache is the origin's own, which
 * decides how fresh its pages are (content edits drop them at once), as Varnish and CDNs do by default. Were
 * these headers obeyed, any client could make every request a full render by sending them.
 */
export const mayStore = (req) => !/\b(no-store|private)\b/i.test(req.headers['cache-control'] ?? '')

/** Whether a request may be answered from, or stored in, the cache (see also mayStore). */
export function isCacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? '/'
  const path = url.split('?')[0]
  if (path.startsWith('/api') && !isContractRead(path)) return false
  if (isUnder(path, uncachedPrefixes)) return false
  if (url.includes('_rsc=')) return false
  if (normalisedUrl(url) === null) return false
  const h = req.headers
  if (h.rsc || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-action']) return false
  // Credentials of any kind (a staff token in Authorization, Payload's session cookie) may change the answer:
  // a staff member's view (drafts, is_enabled=false rows) must never be kept for the public.
  if (h.authorization) return false
  if (typeof h.cookie === 'string' && /(^|;\s*)payload-token=/.test(h.cookie)) return false
  return true
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

// The host is part of the key: without SITE_URL, canonical links are built from it (and behind a trusted
// proxy from the forwarded host and protocol). The contract's headers are too: other values miss and the app
// answers.
export const cacheKey = (req) =>
  `${req.headers.host ?? ''}|${req.headers['x-forwarded-host'] ?? ''}|${req.headers['x-forwarded-proto'] ?? ''}${normalisedUrl(req.url)}|${/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? 'gz' : 'id'}` +
  (req.url?.startsWith('/api/') ? `|${contractHeaderNames.map((h) => req.headers[h] ?? '').join('|')}` : '')

/** Content versions (src/server/content-version.ts): one for all content, and each tag's own. */
const contentState = () => globalThis.__rumahLokaContent
export const contentVersion = () => contentState()?.version ?? 0

/**
 * Whether an entry still shows current content: nothing changed since it was stored, or only tags whose
 * pages are known (content-version.ts `scopedTags`) and do not include this one (an event registration
 * drops the event pages, not the whole cache).
 */
function isCurrent(entry) {
  const state = contentState()
  if (!state) return true
  if (entry.version !== state.version) return false
  for (const [tag, inScope] of state.scopes ?? []) {
    if (inScope(entry.path) && (state.tags.get(tag) ?? 0) !== (entry.scoped?.[tag] ?? 0)) return false
  }
  return true
}

/** The versions an entry is stored under: the general one and, for its path, those of scoped tags. */
export function versionsFor(path) {
  const state = contentState()
  const scoped = {}
  for (const [tag, inScope] of state?.scopes ?? []) if (inScope(path)) scoped[tag] = state.tags.get(tag) ?? 0
  return { version: contentVersion(), scoped }
}

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

/**
 * The store: entries expire after ttlMs, and the least recently used go first once the bodies and headers
 * held pass maxBytes (bytes, not entries: one catalogue page can weigh as much as fifty small answers).
 */
export function createPageCache({ ttlMs = 30_000, maxBytes = 64 * 1024 * 1024 } = {}) {
  const entries = new Map()
  let bytes = 0
  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.bytes
    entries.delete(key)
  }
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key)
      if (!entry) return null
      if (entry.expires < now || !isCurrent(entry)) {
        remove(key)
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
      while (bytes + size > maxBytes) remove(entries.keys().next().value)
      entries.set(key, { ...entry, expires: now + ttlMs, bytes: size })
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
      while (bytes > maxBytes) remove(entries.keys().next().value)
    },
    size: () => entries.size,
    bytes: () => bytes,
  }
}

/**
 * The content an answer shows, as tags a shared HTTP cache (Varnish, a CDN) can purge by: `site`, which any
 * staff edit drops (as this cache drops every entry), and each scoped tag whose pages include the path
 * (content-version.ts:
 * an event registration drops only the event pages). src/server/cache-purge.ts sends the same tags on each
 * edit.
 */
export function cacheTagsFor(path) {
  const tags = ['site']
  for (const [tag, inScope] of contentState()?.scopes ?? []) if (inScope(path)) tags.push(tag)
  return tags
}

/**
 * The headers that let a shared cache in front hold an answer this cache would keep: public for `seconds`
 * there (browsers revalidate: max-age=0), served stale for as long again while it refetches, tagged for
 * purges, and varying on the contract's key headers for contract reads (as this cache's key does).
 */
export function sharedCacheHeaders(path, seconds) {
  const tags = cacheTagsFor(path)
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
 * pages and staff sessions: private, no-store).
 */
export function withPageCache(handle, cache, { sharedSeconds = 30 } = {}) {
  return (req, res) => {
    if (!isCacheableRequest(req)) return handle(req, res)
    const key = cacheKey(req)
    const hit = cache.get(key)
    if (hit) {
      const answer = storedAnswer(hit, req)
      res.writeHead(hit.status, { ...answer.headers, 'x-page-cache': 'HIT' })
      return res.end(req.method === 'HEAD' ? undefined : answer.body)
    }
    const path = (req.url ?? '/').split('?')[0]
    const stored = versionsFor(path)
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
      if (isCacheableResponse(status, headers)) {
        for (const [name, value] of Object.entries(sharedCacheHeaders(path, sharedSeconds))) {
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
      const headers = { ...res.getHeaders() }
      delete headers['x-page-cache']
      // Content that changed while the page rendered may be in it half-way: not kept.
      if (
        req.method === 'GET' &&
        mayStore(req) &&
        isCacheableResponse(res.statusCode, headers) &&
        stored.version === contentVersion()
      ) {
        const entry = { status: res.statusCode, headers, body: Buffer.concat(chunks), path, ...stored }
        cache.set(key, entry)
        void brotliCopy(entry).then((brotli) => brotli && cache.attachBrotli(key, entry.body, brotli))
      }
      return end(chunk, ...rest)
    }
    return handle(req, res)
  }
}
