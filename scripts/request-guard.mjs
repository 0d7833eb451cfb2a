// Refusals made before a request reaches Next.js, on its line and headers alone (scripts/serve.mjs):
// - a path whose percent-escapes do not decode (Next.js would answer a bare 500);
// - a body over its cap, by its declared length, before a byte of it is read;
// - a body without a declared length (chunked), which could only be capped by reading it.
// Node's HTTP parser never delivers more than Content-Length bytes, so the declared length is a hard cap.

const MiB = 1024 * 1024
/**
 * JSON and forms: 1 MiB; multipart (photos, signatures; 5 MiB a file, checked by the call): 26 MiB. Staff's
 * own API and the integration API (batches of 1,000 rows): 8 MiB of JSON.
 */
export const bodyCaps = { json: MiB, staffJson: 8 * MiB, multipart: 26 * MiB }

const isStaffPath = (path) =>
  path === '/admin' ||
  path.startsWith('/admin/') ||
  path.startsWith('/cms-api/') ||
  path.startsWith('/integration/')
const wantsJson = (path) => /^\/(api|cms-api)/.test(path)

function decodes(path) {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/**
 * CSV files read as a stream, row by row, so of any length (and chunked): the integration API's products and
 * stock calls check the key before they read a byte (src/server/integration/route.ts), /admin's import the
 * staff session (src/collections/endpoints/product-import.ts).
 */
export const streamedCsvPaths = [
  '/integration/v1/products',
  '/integration/v1/stock',
  '/cms-api/products/import',
]
/** Whether a Content-Type says CSV: one test for the guard, the integration API and /admin's import. */
export const isCsvType = (contentType = '') => /^text\/csv\b/i.test(contentType)
export const isStreamedCsv = (path, contentType = '') =>
  streamedCsvPaths.includes(path) && isCsvType(contentType)

/** The cap of a request's body, from its type and path. */
export function bodyCap(path, contentType = '') {
  if (isStreamedCsv(path, contentType)) return Infinity
  if (/^multipart\/form-data/i.test(contentType)) return bodyCaps.multipart
  return isStaffPath(path) ? bodyCaps.staffJson : bodyCaps.json
}

/** The host (and port, unless the scheme's default) of an origin such as SITE_URL; undefined if none. */
export function hostOf(origin) {
  try {
    return origin ? new URL(origin).host : undefined
  } catch {
    return undefined
  }
}

/**
 * The request-target in origin form (`/path?query`). A client may send it in absolute form (`GET
 * http://host/path HTTP/1.1`, RFC 9112 §3.2.2); Next.js would then answer for that other host (a 308 to
 * `http://host/path`, an open redirect). Such a target is reduced to its path and query when its authority is
 * this site's (the request's own Host header, or SITE_URL's host), and refused otherwise. Returns `{ url }`,
 * or `{ refusal }` ({ status, message, path }) for sendRefusal.
 * @param {{ url?: string, headers: Record<string, string | string[] | undefined> }} req
 * @param {string | undefined} siteHost
 * @returns {{ url: string, refusal?: undefined } | { url?: undefined, refusal: Refusal }}
 */
export function originFormTarget(req, siteHost) {
  const url = req.url ?? '/'
  // The asterisk form (`OPTIONS *`) names no resource of the site: refused below like any other non-path.
  if (url.startsWith('/')) return { url }
  let target
  try {
    target = new URL(url)
  } catch {
    target = null
  }
  const path = target?.pathname ?? '/'
  const refuse = (message) => ({ refusal: { status: 400, message, path } })
  if (!target || !/^https?:$/.test(target.protocol) || target.username || target.password)
    return refuse('Alamat permintaan tidak valid: kirim jalurnya saja (misalnya /faq).')
  const ownHosts = [hostOf(`${target.protocol}//${req.headers.host ?? ''}`), siteHost].filter(Boolean)
  if (!ownHosts.includes(target.host))
    return refuse(`Situs ini tidak melayani ${target.host}: kirim jalurnya saja (misalnya /faq).`)
  return { url: `${target.pathname}${target.search}` }
}

/** @typedef {{ status: number, message: string, path: string }} Refusal */

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
/** The back-office: its pages and server actions (/admin) and Payload's REST API (/cms-api). */
const isBackOfficePath = (path) =>
  path === '/admin' || path.startsWith('/admin/') || path === '/cms-api' || path.startsWith('/cms-api/')
const firstValue = (value) =>
  String(Array.isArray(value) ? value[0] : (value ?? ''))
    .split(',')[0]
    .trim()

/**
 * The origin back-office writes must come from: SITE_URL's when set; otherwise the request's own host (the
 * forwarded one behind a trusted proxy), with the forwarded protocol when a trusted proxy names it. Returns
 * a test of an Origin header's value and the origin to name in a refusal.
 * @param {{ headers: Record<string, string | string[] | undefined> }} req
 * @param {{ siteUrl?: string, trustProxy?: boolean }} options
 */
function ownOrigin(req, { siteUrl, trustProxy }) {
  if (siteUrl) {
    const site = new URL(siteUrl).origin
    return { name: site, matches: (origin) => origin.origin === site }
  }
  const forwardedHost = trustProxy ? firstValue(req.headers['x-forwarded-host']) : ''
  const forwardedProto = trustProxy ? firstValue(req.headers['x-forwarded-proto']).toLowerCase() : ''
  const protocol = /^https?$/.test(forwardedProto) ? `${forwardedProto}:` : undefined
  // Written as a browser would: the scheme's default port left out.
  const host = hostOf(`${protocol ?? 'http:'}//${forwardedHost || firstValue(req.headers.host)}`)
  return {
    name: `${protocol ? `${protocol}//` : ''}${host ?? '(no Host)'}`,
    // Without a trusted proxy the browser's scheme is unknown (TLS may end in front): the host decides.
    matches: (origin) =>
      host !== undefined &&
      origin.host === host &&
      (protocol ? origin.protocol === protocol : /^https?:$/.test(origin.protocol)),
  }
}

/**
 * A back-office write (any method but GET, HEAD, OPTIONS on /admin or /cms-api) that a browser sent from
 * another origin: refused 403, whatever its credentials. Only browsers send Origin and Sec-Fetch-Site, and
 * no other site's page has a reason to write here; the staff cookie's SameSite=Strict does not stop a page
 * on another port or subdomain of the same host (same-site), and Payload's own CSRF list is empty without
 * SITE_URL. A request with neither header (a program, curl) is not a browser's cross-site request and
 * passes. Returns a Refusal, or null.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 * @param {{ siteUrl?: string, trustProxy?: boolean }} options
 * @returns {Refusal | null}
 */
export function crossOriginRefusal(req, options) {
  if (safeMethods.has((req.method ?? 'GET').toUpperCase())) return null
  const path = (req.url ?? '/').split('?')[0]
  if (!isBackOfficePath(path)) return null
  const own = ownOrigin(req, options)
  const sent = req.headers.origin === undefined ? undefined : firstValue(req.headers.origin)
  const refuse = (from) => ({
    status: 403,
    message: `Ditolak: perubahan di back-office hanya diterima dari halaman situs ini sendiri (${own.name}), bukan dari ${from}.`,
    path,
  })
  if (sent !== undefined) {
    let origin = null
    try {
      origin = new URL(sent)
    } catch {
      origin = null
    }
    return origin && own.matches(origin) ? null : refuse(sent || 'asal yang tidak disebut')
  }
  const site = firstValue(req.headers['sec-fetch-site']).toLowerCase()
  if (site === 'cross-site' || site === 'same-site') return refuse(`situs lain (Sec-Fetch-Site: ${site})`)
  return null
}

/** Why a request is refused ({ status, message }), or null to hand it on. */
export function refusal(req) {
  const path = (req.url ?? '/').split('?')[0]
  if (!decodes(path))
    return { status: 400, message: 'Alamat tidak valid: ada kode persen (%) yang rusak.', path }
  // A NUL character (%00) is in no address of the site, and PostgreSQL refuses it in text: a slug or filter
  // holding one would reach the database and fail there (a 500) instead of being a bad address.
  if ((req.url ?? '').includes('%00'))
    return {
      status: 400,
      message: 'Alamat tidak valid: ada karakter yang tidak diizinkan (U+0000, %00).',
      path,
    }
  const length = req.headers['content-length']
  if (
    req.headers['transfer-encoding'] &&
    length === undefined &&
    !isStreamedCsv(path, req.headers['content-type'])
  ) {
    return { status: 411, message: 'Kirim isi permintaan dengan Content-Length.', path }
  }
  if (length !== undefined) {
    const declared = Number(length)
    const cap = bodyCap(path, req.headers['content-type'])
    if (!Number.isFinite(declared) || declared < 0)
      return { status: 400, message: 'Content-Length tidak valid.', path }
    if (declared > cap)
      return { status: 413, message: `Permintaan terlalu besar: batasnya ${Math.round(cap / MiB)} MB.`, path }
  }
  return null
}

const integrationErrors = {
  400: { code: 'invalid_request', message: 'The request line or its Content-Length is not valid.' },
  411: {
    code: 'length_required',
    message: 'Send the body with a Content-Length header (no chunked bodies).',
  },
  413: {
    code: 'body_too_large',
    message: `The body is over ${bodyCaps.staffJson / MiB} MB; send fewer rows per batch.`,
  },
}

/** A refused body of declared length up to this is read and dropped before the answer (lingerMs at most). */
const lingerBytes = 16 * MiB
const lingerMs = 10_000

/**
 * Answers a refusal: the contract's envelope for API paths, a short page for people elsewhere. The body is
 * never parsed. A client still sending the body of a refused request would meet a reset when the connection
 * closes under it, and never see the answer (fetch: EPIPE): a body of known length up to lingerBytes is read
 * and dropped first, as nginx's lingering close does; a larger or unmeasured one, or one still coming after
 * lingerMs, is answered at once and the connection closed.
 */
export function sendRefusal(res, refusal) {
  const req = res.req
  const declared = Number(req?.headers['content-length'])
  if (!req || req.headers['transfer-encoding'] || !(declared > 0) || declared > lingerBytes || req.complete)
    return writeRefusal(res, refusal)
  let answered = false
  const answer = () => {
    if (answered) return
    answered = true
    clearTimeout(timer)
    writeRefusal(res, refusal)
  }
  const timer = setTimeout(answer, lingerMs)
  req.on('data', () => undefined)
  req.once('end', answer)
  req.once('error', answer)
}

function writeRefusal(res, { status, message, path }) {
  const headers = { 'cache-control': 'no-store', connection: 'close', 'x-content-type-options': 'nosniff' }
  if (path.startsWith('/integration/')) {
    // The integration API's own error shape (src/server/integration/answers.ts), for programs.
    const error = integrationErrors[status] ?? integrationErrors[400]
    res.writeHead(status, { ...headers, 'content-type': 'application/json' })
    return res.end(JSON.stringify({ error }))
  }
  if (wantsJson(path)) {
    res.writeHead(status, { ...headers, 'content-type': 'application/json' })
    return res.end(JSON.stringify({ is_ok: false, message, data: null }))
  }
  const escaped = message.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c])
  res.writeHead(status, { ...headers, 'content-type': 'text/html; charset=utf-8' })
  return res.end(
    `<!doctype html><html lang="id"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Permintaan tidak dapat diproses</title><main style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Permintaan tidak dapat diproses</h1><p>${escaped}</p><p><a href="/">Kembali ke beranda</a></p></main></html>`,
  )
}
