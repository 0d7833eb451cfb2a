import { z } from 'zod'

import { linkProblemMessage, readCustomerLink, type CustomerLinkKind } from './customer-links'

/** The token of a customer link (the {slug} of /refund, /detail_receipt and /voucher-claim). */
export const linkTokenField = z.string().trim().min(20, 'token is invalid').max(1000, 'token is invalid')

/** The verification_token answered by /apiverify/verificationemail. */
export const verificationTokenField = z
  .string()
  .trim()
  .min(20, 'verification_token is invalid')
  .max(1000, 'verification_token is invalid')

export const bareNumberMessage =
  'Buka halaman ini dari tautan yang kami kirim ke email atau WhatsApp Anda. Nomor saja tidak cukup untuk melihat data ini.'

export type LinkAccess = { ok: true; ref: string; byLink: boolean } | { ok: false; message: string }

/**
 * Which record a request may see: the one a customer link names, or, for a signed-in staff
 * session only, the one its number names. A bare number from anyone else is refused.
 */
export async function recordFromLinkOrStaff(
  kind: CustomerLinkKind,
  input: { token?: string; number?: string },
  isStaff: () => Promise<boolean>,
  now = new Date(),
): Promise<LinkAccess> {
  if (input.token) {
    const link = await readCustomerLink(kind, input.token, now)
    return link.ok
      ? { ok: true, ref: link.ref, byLink: true }
      : { ok: false, message: linkProblemMessage(link.problem) }
  }
  if (input.number && (await isStaff())) return { ok: true, ref: input.number, byLink: false }
  return { ok: false, message: bareNumberMessage }
}

/** The refinement of a body that names its record by a link token or, for staff, by number. */
export const tokenOrNumber = (numberKey: string) => ({
  message: `token is required (${numberKey} alone is for staff)`,
  path: ['token'],
})
