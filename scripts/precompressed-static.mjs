// Next's built scripts and styles, compressed once with Brotli at its highest quality when the build is
// made, and served as such to browsers that accept it. Next compresses every answer with gzip on the fly;
// Brotli at quality 11 is about a seventh smaller on the scripts a page loads (docs/performance.md), and too
// slow to run per request, so it runs once per build. Everything else (and a client without `br`) stays
// Next's.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const compressible = /\.(js|css|svg|json|txt)$/
/** Below this, compression saves less than a packet. */
const minimumBytes = 1024
const publicPrefix = '/_next/static/'

/** Every compressible file under `dir`, as paths relative to it. */
function filesUnder(dir, base = dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full, base)
    return compressible.test(entry.name) ? [path.relative(base, full)] : []
  })
}

/**
 * Writes `<file>.br` beside each built script and style of `staticDir` (`.next/static`) where it is smaller.
 * Returns the bytes before and after, for the build's log.
 */
export function precompressStatic(staticDir) {
  let before = 0
  let after = 0
  for (const file of filesUnder(staticDir)) {
    const full = path.join(staticDir, file)
    const body = fs.readFileSync(full)
    if (body.length < minimumBytes) continue
    const compressed = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
    if (compressed.length >= body.length) continue
    fs.writeFileSync(`${full}.br`, compressed)
    before += body.length
    after += compressed.length
  }
  return { before, after }
}

/** Whether an Accept-Encoding header accepts Brotli (`br`, not refused with `q=0`). */
export function acceptsBrotli(acceptEncoding = '') {
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding?.trim() !== 'br') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

const contentTypes = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
}

/**
 * The headers next.config.ts `headers()` gives a path (read from the build's routes manifest, where Next
 * keeps them), so an asset served here carries the same security headers as one Next serves. A rule that
 * asks for a request header missing applies when the request lacks it; one with other conditions does not.
 */
export function configuredHeaders(routesManifest, pathname, requestHeaders = {}) {
  const headers = {}
  const lacks = (condition) => condition.type === 'header' && requestHeaders[condition.key] === undefined
  for (const rule of routesManifest?.headers ?? []) {
    if (rule.has || !(rule.missing ?? []).every(lacks) || !new RegExp(rule.regex).test(pathname)) continue
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value
  }
  return headers
}

/**
 * Wraps a request handler: a GET or HEAD of a built asset that has a `.br` beside it, from a client that
 * accepts Brotli, is answered with that file (immutable: Next's asset names change with their content);
 * everything else goes to `handle`. The list of compressed files is read once, when the server starts.
 */
export function withPrecompressedStatic(handle, { staticDir, routesManifest }) {
  const available = new Set(
    filesUnder(staticDir)
      .filter((file) => fs.existsSync(path.join(staticDir, `${file}.br`)))
      .map((file) => publicPrefix + file.split(path.sep).join('/')),
  )
  if (available.size === 0) return handle
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !available.has(pathname) ||
      !acceptsBrotli(req.headers['accept-encoding'])
    )
      return handle(req, res)
    const file = path.join(staticDir, `${pathname.slice(publicPrefix.length)}.br`)
    const { size } = fs.statSync(file)
    const configured = configuredHeaders(routesManifest, pathname, req.headers)
    res.writeHead(200, {
      ...configured,
      'content-type': contentTypes[path.extname(pathname)],
      'content-encoding': 'br',
      'content-length': size,
      vary: [configured.vary, 'Accept-Encoding'].filter(Boolean).join(', '),
      'cache-control': 'public, max-age=31536000, immutable',
    })
    if (req.method === 'HEAD') return res.end()
    fs.createReadStream(file).pipe(res)
  }
}
