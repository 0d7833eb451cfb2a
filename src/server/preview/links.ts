import { isStaffUser } from '@/collections/access'
import { resolvePayloadSecret } from '@/lib/secret'

import { signedInAs } from '../staff/session'
import { previewTarget } from './target'
import { previewCookieName, previewTokenExpiry, signPreviewToken, staffPreviewSeconds } from './token'

const isStaffRequest = async (headers: Headers) => isStaffUser(await signedInAs(headers))

const noStore = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }

const message = (status: number, text: string) =>
  new Response(text, { status, headers: { ...noStore, 'content-type': 'text/plain; charset=utf-8' } })

const cookie = (request: Request, value: string, maxAge: number) =>
  [
    `${previewCookieName}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
      ? ['Secure']
      : []),
  ].join('; ')

/**
 * `GET /api/preview?path=…[&token=…]`: opens a page of the site with drafts shown. With a shared link's
 * token, until the token expires; without one, for a signed-in staff member, for two hours. Anyone else is
 * told why not, and nothing is set.
 */
export async function startPreview(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = previewTarget(url.searchParams.get('path'))
  if (!path)
    return message(400, 'Alamat pratinjau tidak valid: path harus alamat halaman situs ini, diawali "/".')
  const secret = resolvePayloadSecret()
  const given = url.searchParams.get('token')
  let token: string
  let expires: number
  if (given) {
    const expiry = previewTokenExpiry(given, secret)
    if (!expiry)
      return message(
        403,
        'Tautan pratinjau ini tidak berlaku atau sudah kedaluwarsa. Mintalah tautan baru dari staf.',
      )
    token = given
    expires = expiry
  } else {
    if (!(await isStaffRequest(request.headers)))
      return message(
        401,
        'Pratinjau hanya untuk staf yang sudah masuk ke back-office (/admin), atau dengan tautan pratinjau.',
      )
    expires = Date.now() + staffPreviewSeconds * 1000
    token = signPreviewToken(expires, secret)
  }
  const maxAge = Math.max(1, Math.floor((expires - Date.now()) / 1000))
  return new Response(null, {
    status: 303,
    headers: { ...noStore, location: path, 'set-cookie': cookie(request, token, maxAge) },
  })
}

/** `GET /api/preview/exit?path=…`: back to what shoppers see. */
export function exitPreview(request: Request): Response {
  const path = previewTarget(new URL(request.url).searchParams.get('path')) ?? '/'
  return new Response(null, {
    status: 303,
    headers: { ...noStore, location: path, 'set-cookie': cookie(request, '', 0) },
  })
}
