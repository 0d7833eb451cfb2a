import { readToken, signToken, type TokenProblem } from './signing'
import { absoluteSiteUrl } from '@/lib/site-url'

/**
 * Customer links (architecture, trust model): the retailer's systems or staff send a shopper a
 * signed, expiring link naming one return, receipt or voucher. Its token is the page's {slug}
 * and what the refund, receipt and voucher calls accept in place of a bare number.
 */
export const customerLinkKinds = {
  refund: { path: '/refund/', days: 14 },
  receipt: { path: '/detail_receipt/', days: 30 },
  voucher: { path: '/voucher-claim/', days: 30 },
} as const

export type CustomerLinkKind = keyof typeof customerLinkKinds

const audience = (kind: CustomerLinkKind) => `rumahloka-link:${kind}`

/** A link token naming a record by its business number (return, receipt or voucher code). */
export async function signCustomerLink(
  kind: CustomerLinkKind,
  ref: string,
  now = new Date(),
): Promise<{ token: string; url: string; expiresAt: Date }> {
  const { path, days } = customerLinkKinds[kind]
  const token = await signToken(audience(kind), { ref }, days * 86_400, now)
  return {
    token,
    url: absoluteSiteUrl(`${path}${token}`),
    expiresAt: new Date(now.getTime() + days * 86_400_000),
  }
}

export type LinkReading = { ok: true; ref: string; expiresAt: Date } | { ok: false; problem: TokenProblem }

export async function readCustomerLink(
  kind: CustomerLinkKind,
  token: string,
  now = new Date(),
): Promise<LinkReading> {
  const read = await readToken(audience(kind), token, now)
  if (!read.ok) return read
  const ref = read.claims.ref
  return typeof ref === 'string' && ref
    ? { ok: true, ref, expiresAt: read.expiresAt }
    : { ok: false, problem: 'invalid' }
}

/** What a shopper reads when a link cannot be used. */
export const linkProblemMessage = (problem: TokenProblem) =>
  problem === 'expired'
    ? 'Tautan ini sudah kedaluwarsa. Minta tautan baru ke layanan pelanggan Rumah Loka.'
    : 'Tautan ini tidak valid. Pastikan Anda membuka tautan lengkap dari email atau pesan kami.'
