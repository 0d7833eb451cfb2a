// Pages and the back-office get their security headers here, with a fresh CSP nonce per render, before
// Next.js sees the request: Next's proxy (middleware) machinery did the same at a measurable share of an
// uncached page's CPU (docs/performance.md, "The proxy's work in the server"). The headers are the app's own
// (src/server/security/page-security.ts, handed over by src/instrumentation.ts); which paths are pages is
// the build's own proxy pattern (src/proxy.ts), read from .next/server/functions-config-manifest.json. The
// x-nonce this sets keeps that proxy and next.config.ts's non-page headers off the request.

const nonceHeader = 'x-nonce'

/** The build's proxy patterns (regular expressions of the path), or none if the build has no proxy. */
export function pagePatterns(functionsManifest) {
  const matchers = functionsManifest?.functions?.['/_middleware']?.matchers ?? []
  return matchers.map((m) => new RegExp(m.regexp))
}

const headerValue = (value) => (Array.isArray(value) ? value.join(', ') : (value ?? null))

/** Every request, first: an x-nonce is this server's to set, never a client's (it would skip the headers). */
export const dropClientNonce = (req) => {
  delete req.headers[nonceHeader]
}

/**
 * `handler` with page requests given their security headers (answer) and policy and nonce (request), for
 * the renders only (a page-cache hit replays its stored headers, nonce and all). Without the app's
 * `pageSecurity` (not registered yet), a request goes to Next.js without x-nonce and src/proxy.ts does it.
 */
export function withPageSecurity(handler, patterns) {
  return (req, res) => {
    const security = globalThis.__rumahLokaPageSecurity
    const path = req.url.split('?')[0]
    if (security && patterns.some((pattern) => pattern.test(path))) {
      const { nonce, headers } = security(path, (name) => headerValue(req.headers[name]))
      req.headers['content-security-policy'] = headers['content-security-policy']
      req.headers[nonceHeader] = nonce
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    }
    return handler(req, res)
  }
}
