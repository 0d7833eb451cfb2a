// An in-process cache of whole public pages, in front of Next.js. Next's own full-route cache
// needs pages rendered at build time (and so the database at build time), which this project
// avoids; pages are rendered per request from cached data instead. This keeps the rendered
// HTML of anonymous GETs for a short time and drops everything when staff change content
// (the Payload hooks bump globalThis.__rumahLokaContent.version in this same process).

const uncachedPrefixes = ['/admin', '/cms-api', '/_next', '/up', '/refund', '/voucher-claim', '/detail_receipt', '/self-service', '/claim', '/register']

/** Contract reads (GET /api/…) are cached too; the other contract families are personal or operational. */
const isContractRead = (path) => path.startsWith('/api/') && path !== '/api/openapi.json'

/** Whether a request may be answered from, or stored in, the cache. */
export function isCacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? '/'
  const path = url.split('?')[0]
  if (path.startsWith('/api') && !isContractRead(path)) return false
  if (uncachedPrefixes.some((p) => path === p || path.startsWith(`${p}/`))) return false
  if (url.includes('_rsc=')) return false
  const h = req.headers
  if (h.rsc || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-action']) return false
  // A back-office session (Payload's cookie) may see drafts or staff tools: never shared.
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
const contractHeaderNames = [process.env.WEBSITE_KEY_HEADER || 'x-website-key', process.env.COMPANY_CODE_HEADER || 'x-company-code'].map((h) => h.toLowerCase())

// The host is part of the key (canonical links are built from it; behind a trusted proxy from the forwarded
// host and protocol), and so are the contract's headers: a request with other values misses and is answered by the app.
export const cacheKey = (req) =>
  `${req.headers.host ?? ''}|${req.headers['x-forwarded-host'] ?? ''}|${req.headers['x-forwarded-proto'] ?? ''}${req.url}|${/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? 'gz' : 'id'}` +
  (req.url?.startsWith('/api/') ? `|${contractHeaderNames.map((h) => req.headers[h] ?? '').join('|')}` : '')
export const contentVersion = () => globalThis.__rumahLokaContent?.version ?? 0

export function createPageCache({ ttlMs = 30_000, maxEntries = 500 } = {}) {
  const entries = new Map()
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key)
      if (!entry) return null
      if (entry.expires < now || entry.version !== contentVersion()) {
        entries.delete(key)
        return null
      }
      return entry
    },
    set(key, entry, now = Date.now()) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value)
      entries.set(key, { ...entry, expires: now + ttlMs })
    },
    size: () => entries.size,
  }
}

/**
 * Wraps Next's request handler: a hit is written straight from memory; a miss goes to Next while
 * its bytes are collected, and a cacheable result is kept (under the content version it started with).
 */
export function withPageCache(handle, cache) {
  return (req, res) => {
    if (!isCacheableRequest(req)) return handle(req, res)
    const key = cacheKey(req)
    const hit = cache.get(key)
    if (hit) {
      res.writeHead(hit.status, { ...hit.headers, 'x-page-cache': 'HIT' })
      return res.end(req.method === 'HEAD' ? undefined : hit.body)
    }
    const version = contentVersion()
    const chunks = []
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    res.setHeader('x-page-cache', 'MISS')
    res.write = (chunk, ...rest) => {
      if (chunk) chunks.push(Buffer.from(chunk))
      return write(chunk, ...rest)
    }
    res.end = (chunk, ...rest) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk))
      const headers = { ...res.getHeaders() }
      delete headers['x-page-cache']
      if (req.method === 'GET' && isCacheableResponse(res.statusCode, headers) && version === contentVersion()) {
        cache.set(key, { status: res.statusCode, headers, body: Buffer.concat(chunks), version })
      }
      return end(chunk, ...rest)
    }
    return handle(req, res)
  }
}
