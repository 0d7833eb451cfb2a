import { previewCookieName } from '../preview/cookie'
import { cookieValue } from '../preview/token'
import { newNonce, securityHeaders, servedOverHttps } from './headers'

/** Set by scripts/serve.mjs on a page request: Next.js and src/proxy.ts then leave its headers alone. */
export const nonceHeader = 'x-nonce'

/**
 * A page's or the back-office's security headers with a fresh CSP nonce (docs/security.md#headers); `get`
 * reads a request header. The policy goes on the request as well as on the answer: Next.js reads the nonce
 * from the request's Content-Security-Policy and puts it on its own scripts, our layouts read x-nonce.
 */
export function pageSecurity(path: string, get: (name: string) => string | null) {
  const nonce = newNonce()
  const headers = securityHeaders({
    path,
    nonce,
    https: servedOverHttps({ get }),
    dev: process.env.NODE_ENV === 'development',
    // The back-office's live preview frames pages opened in preview; the cookie's name is enough here, since
    // only this site's own pages may then frame the page.
    framedBySelf: cookieValue(get('cookie') ?? undefined, previewCookieName) !== undefined,
  })
  return { nonce, headers }
}
