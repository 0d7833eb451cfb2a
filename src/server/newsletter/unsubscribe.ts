import { timingSafeEqual } from 'node:crypto'

import { getPayloadClient } from '../payload'
import { keyedHash } from '../trust/signing'
import { maskEmail } from '../trust/mask'
import { absoluteSiteUrl } from '@/lib/site-url'

/** The page the unsubscribe link of every newsletter e-mail opens. */
export const newsletterUnsubscribePath = '/berhenti-langganan'

/**
 * The link's proof: a keyed hash of the subscription's id and address. It never expires (a newsletter from a
 * year ago must still let its reader leave) and holds no personal data; bound to the address, so the id
 * SQLite gives a deleted row's successor does not unsubscribe the successor.
 */
const proof = (id: number, email: string) => keyedHash(`newsletter-unsubscribe:${id}:${email.toLowerCase()}`)

/**
 * The unsubscribe link of a subscription: in the site's newsletter e-mails, and in the `newsletter.confirmed`
 * event, so the retailer's mailing system puts it in every newsletter it sends.
 */
export const newsletterUnsubscribeUrl = (id: number, email: string) =>
  absoluteSiteUrl(`${newsletterUnsubscribePath}?s=${id}&t=${proof(id, email)}`)

async function subscriptionOf(s: unknown, t: unknown) {
  if (typeof s !== 'string' || !/^\d{1,12}$/.test(s) || typeof t !== 'string' || !/^[0-9a-f]{64}$/.test(t))
    return null
  const payload = await getPayloadClient()
  const doc = await payload.findByID({
    collection: 'newsletter-subscribers',
    id: Number(s),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc || !timingSafeEqual(Buffer.from(proof(doc.id, doc.email)), Buffer.from(t))) return null
  return doc
}

export type UnsubscribeView =
  { state: 'invalid' } | { state: 'subscribed' | 'unsubscribed'; maskedEmail: string }

/** What the page shows for a link: the address masked (a forwarded mail shows no one's address whole). */
export async function unsubscribeView(s: unknown, t: unknown): Promise<UnsubscribeView> {
  const doc = await subscriptionOf(s, t)
  if (!doc) return { state: 'invalid' }
  return {
    state: doc.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed',
    maskedEmail: maskEmail(doc.email),
  }
}

/**
 * Ends the subscription a link names (the page's button, never the link's GET: mail scanners open links).
 * Already unsubscribed is done too; the `newsletter.unsubscribed` event goes out once, with the change.
 */
export async function unsubscribe(s: unknown, t: unknown, now = new Date()): Promise<boolean> {
  const doc = await subscriptionOf(s, t)
  if (!doc) return false
  if (doc.status === 'unsubscribed') return true
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'newsletter-subscribers',
    id: doc.id,
    overrideAccess: true,
    data: { status: 'unsubscribed', unsubscribed_at: now.toISOString() },
  })
  return true
}
