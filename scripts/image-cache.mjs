// Resized images (`/_next/image`), kept in memory once made. Next.js keeps them in .next/cache/images only
// when it also writes its data cache to disk (`experimental.isrFlushToDisk`), which next.config.ts turns off
// for reasons of its own; without this, every request for a picture was decoded, resized and encoded again
// (AVIF: up to a second of CPU each; the end-to-end servers spent 2,813 s answering 3,579 such requests).
// Below memory, a store on disk (scripts/image-store.mjs) keeps them across restarts and instances.
import { LRUCache } from 'lru-cache'

/** Next.js's optimizer is asked for this path; the answer depends on the three parameters and `Accept`. */
const imagePath = '/_next/image'

/**
 * The key of a request: the source, width and quality it asks for and the formats it accepts (Next picks
 * AVIF or WebP from those). Other query parameters change nothing in the answer, so they are left out: a
 * made-up one costs neither an encoding nor an entry. Null when the request is not for the optimizer.
 */
export function imageKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  const at = url.indexOf('?')
  if ((at === -1 ? url : url.slice(0, at)) !== imagePath) return null
  const query = new URLSearchParams(at === -1 ? '' : url.slice(at + 1))
  const accept = String(req.headers.accept ?? '')
  const formats = `${accept.includes('image/avif') ? 'a' : ''}${accept.includes('image/webp') ? 'w' : ''}`
  return JSON.stringify([query.get('url'), query.get('w'), query.get('q'), formats])
}

/**
 * The version of the pictures: media edits bump the `media` tag (src/collections/hooks/revalidate.ts; on
 * every instance through src/server/cache-sync.ts), and "everything" when an instance may have missed some.
 */
const mediaVersion = () => {
  const state = globalThis.__rumahLokaContent
  return `${state?.everything ?? 0}:${state?.tags.get('media') ?? 0}`
}

/** The store: least recently used first out once the bodies pass maxBytes; each entry for its max-age. */
export function createImageCache({ maxBytes = 64 * 1024 * 1024 } = {}) {
  const entries = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length + 512,
  })
  return {
    get(key) {
      const entry = entries.get(key)
      if (entry && entry.version === mediaVersion()) return entry
      if (entry) entries.delete(key)
      return null
    },
    /** `version`: the media version when the answer began (an edit during its making leaves it unkept). */
    set(key, entry, seconds, version) {
      if (version !== mediaVersion() || entry.body.length + 512 > maxBytes) return
      entries.set(key, { ...entry, version }, { ttl: seconds * 1000 })
    },
    version: mediaVersion,
    size: () => entries.size,
    bytes: () => entries.calculatedSize,
  }
}

/** The seconds a shared cache may keep the answer (Next's `max-age`, from images.minimumCacheTTL). */
const maxAgeOf = (headers) => Number(/max-age=(\d+)/.exec(String(headers['cache-control'] ?? ''))?.[1] ?? 0)

/** Answers from a kept entry; `source` in x-image-cache (HIT: memory, DISK: scripts/image-store.mjs). */
function answer(req, res, entry, source) {
  const tags = String(req.headers['if-none-match'] ?? '').split(',')
  const notModified = tags.some((tag) => tag.trim().replace(/^W\//, '') === entry.headers.etag)
  const headers = { ...entry.headers, 'x-image-cache': source }
  if (notModified) delete headers['content-length']
  res.writeHead(notModified ? 304 : 200, headers)
  return res.end(notModified || req.method === 'HEAD' ? undefined : entry.body)
}

/**
 * Lets Next.js make the image and keeps a successful answer, in memory and, under `name`, in the store on
 * disk, unless a media edit came while it was made (`version`).
 */
function make(handle, req, res, { cache, store, key, name, version }) {
  res.setHeader('x-image-cache', 'MISS')
  const chunks = []
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  res.write = (chunk, ...rest) => {
    if (chunk) chunks.push(Buffer.from(chunk))
    return write(chunk, ...rest)
  }
  res.end = (chunk, ...rest) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk))
    const headers = { ...res.getHeaders() }
    const seconds = maxAgeOf(headers)
    if (req.method === 'GET' && res.statusCode === 200 && seconds > 0 && !headers['set-cookie']) {
      delete headers['x-image-cache']
      delete headers['x-request-id']
      delete headers['x-nextjs-cache']
      const entry = { headers, body: Buffer.concat(chunks) }
      cache.set(key, entry, seconds, version)
      if (store && name && version === cache.version()) void store.write(name, entry)
    }
    return end(chunk, ...rest)
  }
  return handle(req, res)
}

/**
 * Answers a request for a resized image from memory, else from the store on disk (when there is one), or
 * lets Next.js make it and keeps a successful answer. `x-image-cache` says which: HIT, DISK or MISS
 * (scripts/observability.mjs counts them).
 */
export function withImageCache(handle, cache, store = null) {
  return (req, res) => {
    const key = imageKey(req)
    if (!key) return handle(req, res)
    const hit = cache.get(key)
    if (hit) return answer(req, res, hit, 'HIT')
    const version = cache.version()
    if (!store) return make(handle, req, res, { cache, store, key, name: null, version })
    return (async () => {
      const name = await store.nameOf(key).catch(() => null)
      const stored = name ? await store.read(name) : null
      if (!stored) return make(handle, req, res, { cache, store, key, name, version })
      cache.set(key, stored, maxAgeOf(stored.headers), version)
      return answer(req, res, stored, 'DISK')
    })()
  }
}
