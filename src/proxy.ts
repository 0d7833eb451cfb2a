import { NextResponse, type NextRequest } from 'next/server'

import { previewCookieName } from '@/server/preview/cookie'
import { newNonce, securityHeaders, servedOverHttps } from '@/server/security/headers'

/**
 * Security headers of pages and the back-office (src/server/security/headers.ts) with a fresh CSP nonce per
 * request. Next.js reads the nonce from the request's Content-Security-Policy and puts it on its own scripts;
 * our layouts read it from x-nonce.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce()
  const headers = securityHeaders({
    path: request.nextUrl.pathname,
    nonce,
    https: servedOverHttps(request.headers),
    dev: process.env.NODE_ENV === 'development',
    // The back-office's live preview frames pages opened in preview; the cookie's name is enough here, since
    // only this site's own pages may then frame the page.
    framedBySelf: request.cookies.has(previewCookieName),
  })
  const forwarded = new Headers(request.headers)
  forwarded.set('content-security-policy', headers['content-security-policy']!)
  forwarded.set('x-nonce', nonce)
  const response = NextResponse.next({ request: { headers: forwarded } })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

export const config = {
  // Not built assets, the contract (/api…), Payload's REST API (/cms-api) or the integration API: they need
  // no nonce, and get the fixed set of next.config.ts. Next buffers the body of every request the proxy sees
  // (up to 10 MB, then cuts it), which would break large uploads and streamed CSV imports and read contract
  // bodies before their caps; and the proxy costs each uncached read ~1 ms. Nor the health checks (/up…),
  // which a balancer asks every few seconds and which answer JSON (docs/performance.md: the proxy's cost).
  matcher: ['/((?!_next/static|_next/image|api|cms-api|integration/|up$|up/).*)'],
}
