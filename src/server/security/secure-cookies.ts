import { servedOverHttps } from './headers'

/**
 * A cookie with `Secure` added when it lacks it. Payload sets `Secure` only from its static config, which
 * cannot know whether a request came over https behind a proxy.
 */
export const secureCookie = (cookie: string) =>
  /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Wraps a route handler (Payload's REST API, which signs staff in and out): when the browser talks https to
 * the site (`servedOverHttps`: SITE_URL, or a trusted proxy's X-Forwarded-Proto), every cookie it sets is
 * `Secure`, so the staff session never travels over plain http.
 */
export function withSecureCookies<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context)
    const cookies = response.headers.getSetCookie()
    if (!cookies.length || !servedOverHttps(request.headers)) return response
    const headers = new Headers(response.headers)
    headers.delete('set-cookie')
    for (const cookie of cookies) headers.append('set-cookie', secureCookie(cookie))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
