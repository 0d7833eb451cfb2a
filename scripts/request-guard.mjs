// Refusals made before a request reaches Next.js, on its line and headers alone (scripts/serve.mjs):
// - a path whose percent-escapes do not decode (Next.js would answer a bare 500);
// - a body over its cap, by its declared length, before a byte of it is read;
// - a body without a declared length (chunked), which could only be capped by reading it.
// Node's HTTP parser never delivers more than Content-Length bytes, so the declared length is a hard cap.

const MiB = 1024 * 1024
/**
 * JSON and forms: 1 MiB; multipart (photos, signatures; 5 MiB a file, checked by the call): 26 MiB. Staff's
 * own API: 8 MiB of JSON.
 */
export const bodyCaps = { json: MiB, staffJson: 8 * MiB, multipart: 26 * MiB }

const isStaffPath = (path) => path === '/admin' || path.startsWith('/admin/') || path.startsWith('/cms-api/')
const wantsJson = (path) => /^\/(api|cms-api)/.test(path)

function decodes(path) {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** The cap of a request's body, from its type and path. */
export function bodyCap(path, contentType = '') {
  if (/^multipart\/form-data/i.test(contentType)) return bodyCaps.multipart
  return isStaffPath(path) ? bodyCaps.staffJson : bodyCaps.json
}

/** Why a request is refused ({ status, message }), or null to hand it on. */
export function refusal(req) {
  const path = (req.url ?? '/').split('?')[0]
  if (!decodes(path))
    return { status: 400, message: 'Alamat tidak valid: ada kode persen (%) yang rusak.', path }
  const length = req.headers['content-length']
  if (req.headers['transfer-encoding'] && length === undefined) {
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

/**
 * Answers a refusal: the contract's envelope for API paths, a short page for people elsewhere. The body is
 * never read.
 */
export function sendRefusal(res, { status, message, path }) {
  const headers = { 'cache-control': 'no-store', connection: 'close', 'x-content-type-options': 'nosniff' }
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
