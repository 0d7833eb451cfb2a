// The page a browser gets when a page fails to render (5xx). Next.js answers such a request with its error
// shell: an empty <html id="__next_error__"> whose error view exists only in the flight data and is drawn by
// the scripts (vercel/next.js#62228), so without JavaScript, or before it runs, a shopper sees a blank page.
// A failing render is also when the site's own layout may be what failed (the database away). This page
// needs nothing: the spec's generic error view (code, message, "Return to home"), styled inline, no script.
// Not-found answers render in the site's layout instead (src/components/layout/NotFoundPage.tsx).

const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

/** The generic error view as a self-contained HTML document. */
export function errorPageHtml(status = 500, message = 'Sorry, something went wrong.') {
  const brand = '#2f5439'
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(message)} | Rumah Loka</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;background:#fff">
<header style="border-bottom:1px solid #e5e7eb;padding:12px 16px"><a href="/" style="color:${brand};font-weight:800;font-size:1.25rem;text-decoration:none">Rumah Loka</a></header>
<main id="main" data-error-view="" style="min-height:50vh;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:64px 16px">
<p style="margin:0;font-size:3.75rem;font-weight:800;color:${brand}">${status}</p>
<h1 style="margin:12px 0 0;font-size:1.5rem">${escape(message)}</h1>
<p style="margin:12px 0 0;max-width:32rem;line-height:1.5">Silakan coba lagi sebentar lagi.</p>
<a href="/" style="margin-top:24px;display:inline-block;padding:12px 24px;border-radius:9999px;background:${brand};color:#fff;font-weight:600;text-decoration:none">Return to home</a>
</main></body></html>
`
}

/** Whether a request is a browser opening a page (not the contract, the back-office, Next's data, assets). */
const opensPage = (req) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !req.headers.rsc &&
  /\btext\/html\b/.test(req.headers.accept ?? '') &&
  !/^\/(api|cms-api|admin|integration|_next|up)(\/|$|\?)/.test(req.url ?? '/')

/**
 * Wraps the request handler: a page answer whose head says 5xx and HTML is replaced, head and body, by the
 * error page; what Next writes after it, compressed or not, is dropped (write and end are wrapped before Next
 * sees the response, so its compression writes through them too). Everything else passes untouched.
 */
export function withErrorPage(handle) {
  return (req, res) => {
    if (!opensPage(req)) return handle(req, res)
    const writeHead = res.writeHead.bind(res)
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    let body = null
    res.writeHead = (status, ...rest) => {
      const given = rest.find((arg) => arg && typeof arg === 'object') ?? {}
      const type = String(given['content-type'] ?? res.getHeader('content-type') ?? '')
      if (status < 500 || !type.startsWith('text/html')) return writeHead(status, ...rest)
      body = Buffer.from(errorPageHtml(status))
      for (const name of ['content-encoding', 'content-length', 'etag', 'vary', 'link'])
        res.removeHeader(name)
      return writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
        'cache-control': 'private, no-store',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      })
    }
    // A 5xx head goes out through writeHead above before any body, also where Node would send it implicitly
    // with the first write (Next's compression writes it first; an uncompressed answer would not).
    const head = () => res.headersSent || res.statusCode < 500 || res.writeHead(res.statusCode)
    res.write = (chunk, ...more) => {
      head()
      if (!body) return write(chunk, ...more)
      const done = more.find((arg) => typeof arg === 'function')
      if (done) queueMicrotask(done)
      return true
    }
    res.end = (chunk, ...more) => {
      head()
      if (!body) return end(chunk, ...more)
      const done = [chunk, ...more].find((arg) => typeof arg === 'function')
      return end(req.method === 'HEAD' ? undefined : body, done)
    }
    return handle(req, res)
  }
}
