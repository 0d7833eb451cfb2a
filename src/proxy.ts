import { NextResponse, type NextRequest } from 'next/server'

import { nonceHeader, pageSecurity } from '@/server/security/page-security'

/**
 * Security headers of pages and the back-office with a fresh CSP nonce per request, where no
 * scripts/serve.mjs stands in front (`next dev`). The production server sets them itself before Next.js sees
 * the request (scripts/page-security.mjs, the same `pageSecurity`), and its x-nonce keeps this proxy from
 * running: Next's proxy machinery cost every uncached page (docs/performance.md).
 */
export function proxy(request: NextRequest) {
  const { nonce, headers } = pageSecurity(request.nextUrl.pathname, (name) => request.headers.get(name))
  const forwarded = new Headers(request.headers)
  forwarded.set('content-security-policy', headers['content-security-policy']!)
  forwarded.set(nonceHeader, nonce)
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
  // scripts/serve.mjs reads this pattern from the build (functions-config-manifest.json) to know its pages.
  matcher: [
    {
      source: '/((?!_next/static|_next/image|api|cms-api|integration/|up$|up/).*)',
      missing: [{ type: 'header', key: 'x-nonce' }],
    },
  ],
}
