import { z } from 'zod'

import { type CallData, defineCall } from '../contract/call'
import { emailField } from '../contract/fields'
import type { Outcome } from '../contract/outcome'
import { newsletterAlreadyMail, verificationCodeMail } from '../mail/messages'
import { mailedRecently, queueMail } from '../mail/outbox'
import { getPayloadClient } from '../payload'
import { giveMailboxBack, mailboxLimited, startVerification } from '../trust/verification'
import { writeNewSignUp } from './new-sign-up'
import { ensureChangeEvent } from '../webhooks/ensure'
import { newsletterUnsubscribeUrl } from './unsubscribe'
import { absoluteSiteUrl } from '@/lib/site-url'

export const subscribeBody = z.object({ email: emailField })

export const subscribeCall = defineCall({
  method: 'POST',
  path: '/api/subscribe',
  tag: 'Forms',
  body: subscribeBody,
  write: true,
  summary:
    'Newsletter sign-up with double opt-in: the address receives a confirmation link; the answer is the same whether or not it is already subscribed.',
  output: z.strictObject({ email: z.string().describe('The address, as it will be written to') }),
})

/** The page a confirmation link opens; the link carries the challenge and the code, no personal data. */
export const newsletterConfirmPath = '/konfirmasi-newsletter'

/**
 * A confirmation link may sit in a mailbox for a while: only its holder has the challenge, so two days are
 * safe.
 */
export const newsletterLinkMinutes = 2 * 24 * 60

const subscribeAnswer = 'Terima kasih! Cek email Anda dan klik tautan konfirmasi untuk mulai berlangganan.'

/**
 * Records a pending subscription and sends its confirmation link. Whatever the address's state,
 * the shopper reads the same answer; the e-mail tells the address owner what happened.
 */
export async function subscribe(
  email: string,
  source = 'footer',
  now = new Date(),
): Promise<Outcome<CallData<typeof subscribeCall>>> {
  const payload = await getPayloadClient()
  const find = async () =>
    (
      await payload.find({
        collection: 'newsletter-subscribers',
        where: { email: { equals: email } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
  const link = (c: string, k: string) =>
    absoluteSiteUrl(`${newsletterConfirmPath}?c=${encodeURIComponent(c)}&k=${k}`)
  // A new address is the common case: its three rows are written in one transaction (new-sign-up.ts). A
  // mailbox over its budget gets nothing written and the same answer.
  if (await mailboxLimited(email)) return { ok: true, message: subscribeAnswer, data: { email } }
  const written = await writeNewSignUp({
    email,
    source,
    purpose: 'newsletter',
    minutes: newsletterLinkMinutes,
    now,
    mail: (challenge, code) =>
      verificationCodeMail(email, code, 'newsletter', newsletterLinkMinutes, link(challenge, code)),
  })
  if (written !== 'exists') return { ok: true, message: subscribeAnswer, data: { email } }
  // No code was sent: the address's budget is spent only if one is (below).
  await giveMailboxBack(email)
  const subscriber = await find()
  if (subscriber?.status === 'confirmed') {
    if (!(await mailedRecently(payload, email, 'newsletter')))
      await queueMail(
        payload,
        newsletterAlreadyMail(email, newsletterUnsubscribeUrl(subscriber.id, subscriber.email)),
        { now },
      )
  } else if (subscriber) {
    // Throttled resends and locked addresses answer the same: nothing here may tell them apart. While a link
    // is open, signing up again sends nothing, so nobody can replace the code in the owner's mailbox.
    await startVerification(email, 'newsletter', String(subscriber.id), {
      now,
      minutes: newsletterLinkMinutes,
      resend: false,
      link,
    })
  }
  return { ok: true, message: subscribeAnswer, data: { email } }
}

/**
 * Confirms the subscription a verification code was sent for. The code proved `email`; the row must still be
 * that address's, since SQLite gives a deleted row's id to the next row (an erased subscriber's open link
 * must not confirm whoever signed up next under the same id). The subscription counts from now.
 */
export async function confirmSubscription(
  subscriberId: string,
  email: string,
  now = new Date(),
): Promise<void> {
  const payload = await getPayloadClient()
  const id = Number(subscriberId)
  const doc = await payload.findByID({
    collection: 'newsletter-subscribers',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc || doc.email.toLowerCase() !== email.toLowerCase()) return
  // Confirmed already (the link opened twice): its event is written now if a crash kept it out.
  if (doc.status === 'confirmed') await ensureChangeEvent('newsletter-subscribers', doc)
  else
    await payload.update({
      collection: 'newsletter-subscribers',
      id,
      overrideAccess: true,
      data: { status: 'confirmed', confirmed_at: now.toISOString() },
    })
}
