import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Preview tokens: `<expiry in seconds>.<HMAC-SHA256 of it>`, keyed by a key derived from the staff session
 * secret. A token says only "drafts may be shown until then": the holder (a signed-in staff member, or
 * whoever
 * a staff member shared a link with) sees every draft, for no longer than its expiry, and cannot extend it.
 */
export { previewCookieName } from './cookie'

/** A signed-in staff member's own preview lasts two hours; a shared link at most seven days. */
export const staffPreviewSeconds = 2 * 3600
export const maxSharedPreviewHours = 7 * 24

const keyOf = (secret: string) => createHmac('sha256', secret).update('rumahloka preview v1').digest()

const signatureOf = (expires: number, secret: string) =>
  createHmac('sha256', keyOf(secret)).update(String(expires)).digest('base64url')

/** A token valid until `expiresAt` (ms since the epoch, rounded down to the second). */
export function signPreviewToken(expiresAt: number, secret: string): string {
  const expires = Math.floor(expiresAt / 1000)
  return `${expires}.${signatureOf(expires, secret)}`
}

/** The token's expiry (ms) when its signature holds and it has not expired, else null. */
export function previewTokenExpiry(token: string | undefined | null, secret: string, now = Date.now()) {
  const match = /^(\d{9,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match) return null
  const expires = Number(match[1])
  const given = Buffer.from(match[2]!)
  const expected = Buffer.from(signatureOf(expires, secret))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return expires * 1000 > now ? expires * 1000 : null
}

/** The value of one cookie in a Cookie header (the first of that name), or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}
