import type { Payload, PayloadRequest } from 'payload'

import { renderMail, type MailBlock } from './layout'
import { claimDue } from '../data/claim'
import { isUniqueViolation } from '../data/unique'
import { onePassAtATime, type Pass, pollEvery, retryAt } from '../data/one-pass'

import type { Outbox } from '@/payload-types'

/**
 * Every message the site sends is first a row of the Outbox collection, which is also its queue:
 * staff read each message in /admin and see whether it went out. With SMTP_URL set, a delivery
 * loop in the server sends due rows through Payload's nodemailer adapter and retries failures with
 * growing pauses; without it, messages stay in the Outbox ("stored"), so nothing is lost and the
 * embedded default needs no mail server.
 */

/** The kinds are the Outbox collection's `kind` options; the type follows them. */
export type MailKind = Outbox['kind']

/** An attachment; binary content (a PDF) is sent as base64 text with `encoding: 'base64'`. */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' }

export type MailMessage = {
  to: string
  kind: MailKind
  subject: string
  blocks: MailBlock[]
  attachments?: MailAttachment[]
}

export const smtpConfigured = () => Boolean(process.env.SMTP_URL)

/**
 * Pauses before the 1st, 2nd, … retry, in units of MAIL_RETRY_BASE_SECONDS (default 30 s): 30 s, 3 min, 15
 * min, 1 h, 4 h.
 */
const retrySteps = [1, 6, 30, 120, 480]
export const maxAttempts = retrySteps.length + 1
const retryBase = () => Number(process.env.MAIL_RETRY_BASE_SECONDS || 30)

/** When to try again after `attempts` failed attempts, or null when it is time to give up. */
export const nextAttemptAt = (attempts: number, now = new Date()): Date | null =>
  retryAt(retrySteps, retryBase(), attempts, now)

/** The Outbox row of a message as queued (also written directly by src/server/newsletter/new-sign-up.ts). */
export function outboxRow(message: MailMessage, now = new Date()) {
  const { html, text } = renderMail(message.subject, message.blocks)
  return {
    to: message.to,
    kind: message.kind,
    subject: message.subject,
    html,
    text,
    attachments: message.attachments?.length ? message.attachments : null,
    status: smtpConfigured() ? ('queued' as const) : ('stored' as const),
    attempts: 0,
    next_attempt_at: now.toISOString(),
  }
}

/** Once a queued row is committed: with SMTP configured, its delivery starts without being waited for. */
export function startDelivery(payload: Payload): void {
  if (!smtpConfigured()) return
  startDeliveryLoop(payload)
  void deliverDueMail(payload).catch((error) => console.error('[mail] delivery failed', error))
}

/**
 * Stores the message and, when SMTP is configured, starts its delivery without waiting for it. `payload`:
 * a hook's `req.payload`, elsewhere getPayloadClient() (src/server/payload.ts, which this module must not
 * import: collections call it). From a collection hook, pass the hook's `req` too so the message joins that
 * change's transaction. `once` names
 * what the message is the one message of (a step of a write, e.g. `refund-decided:12`): queueing it again is
 * a no-op, so a repeated request that finishes a write a crash cut off sends it once.
 */
export async function queueMail(
  payload: Payload,
  message: MailMessage,
  { now = new Date(), req, once }: { now?: Date; req?: PayloadRequest; once?: string } = {},
): Promise<void> {
  if (once && (await mailQueued(payload, once))) return
  try {
    await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      depth: 0,
      req,
      data: { ...outboxRow(message, now), once_key: once ?? null },
    })
  } catch (error) {
    // The same step queued it a moment ago (a double click, another instance).
    if (once && isUniqueViolation(error) && (await mailQueued(payload, once))) return
    throw error
  }
  startDelivery(payload)
}

/** Whether the message a step of a write queues (`queueMail`'s `once`) is in the Outbox. */
export async function mailQueued(payload: Payload, once: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'outbox',
    overrideAccess: true,
    where: { once_key: { equals: once } },
  })
  return totalDocs > 0
}

/**
 * Whether a message of this kind went to this address within the last `withinMs` (to keep outsiders from
 * flooding a mailbox).
 */
export async function mailedRecently(
  payload: Payload,
  to: string,
  kind: MailKind,
  withinMs = 3_600_000,
  subject?: string,
): Promise<boolean> {
  const since = new Date(Date.now() - withinMs).toISOString()
  const { totalDocs } = await payload.count({
    collection: 'outbox',
    overrideAccess: true,
    where: {
      and: [
        { to: { equals: to } },
        { kind: { equals: kind } },
        { createdAt: { greater_than: since } },
        ...(subject ? [{ subject: { equals: subject } }] : []),
      ],
    },
  })
  return totalDocs > 0
}

/**
 * Sends every queued message that is due; one pass at a time in this process. A message queued
 * during a pass gets another pass right after, not the next poll. Returns how many went out.
 */
export const deliverDueMail = onePassAtATime((payload: Payload, now: () => Date = () => new Date()) =>
  deliverOnce(payload, now),
)

/** A sent verification message keeps no usable code: the Outbox is a record, not a second mailbox. */
function withoutCode(doc: Outbox): Partial<Outbox> {
  const code = doc.kind === 'verification-code' ? doc.subject.match(/(\d{6})$/)?.[1] : undefined
  if (!code) return {}
  const blank = (value: string) => value.split(code).join('••••••')
  return { subject: blank(doc.subject), text: blank(doc.text), html: blank(doc.html) }
}

const batchSize = 25

async function deliverOnce(payload: Payload, now: () => Date): Promise<Pass> {
  const { docs } = await payload.find({
    collection: 'outbox',
    overrideAccess: true,
    depth: 0,
    limit: batchSize,
    sort: 'next_attempt_at',
    where: {
      and: [{ status: { equals: 'queued' } }, { next_attempt_at: { less_than_equal: now().toISOString() } }],
    },
  })
  let sent = 0
  // A few at a time, over the transport's pooled connections (nodemailer's default pool holds 5).
  for (let i = 0; i < docs.length; i += 5) {
    const results = await Promise.all(docs.slice(i, i + 5).map((doc) => deliverOne(payload, doc, now)))
    sent += results.filter(Boolean).length
  }
  // A full batch may have left more behind: go again.
  return { sent, more: docs.length === batchSize }
}

/** How long a claimed message is left to its sender before another pass may take it (a sender that died). */
const claimLeaseMs = 5 * 60_000

async function deliverOne(payload: Payload, doc: Outbox, now: () => Date): Promise<boolean> {
  if (!(await claimDue(payload, 'outbox', doc.id, now(), claimLeaseMs))) return false
  const started = Date.now()
  try {
    await payload.sendEmail({
      to: doc.to,
      subject: doc.subject,
      html: doc.html,
      text: doc.text,
      attachments: (doc.attachments as MailAttachment[] | null | undefined)?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
        encoding: a.encoding,
      })),
    })
    await payload.update({
      collection: 'outbox',
      id: doc.id,
      overrideAccess: true,
      data: {
        status: 'sent',
        attempts: (doc.attempts ?? 0) + 1,
        sent_at: now().toISOString(),
        send_ms: Date.now() - started,
        last_error: null,
        ...withoutCode(doc),
      },
    })
    return true
  } catch (error) {
    const attempts = (doc.attempts ?? 0) + 1
    const next = nextAttemptAt(attempts, now())
    const reason = error instanceof Error ? error.message : String(error)
    console.error(`[mail] sending outbox #${doc.id} failed (attempt ${attempts}): ${reason}`)
    await payload.update({
      collection: 'outbox',
      id: doc.id,
      overrideAccess: true,
      data: next
        ? { attempts, last_error: reason.slice(0, 500), next_attempt_at: next.toISOString() }
        : { attempts, last_error: reason.slice(0, 500), status: 'failed' },
    })
    return false
  }
}

let loop: NodeJS.Timeout | null = null

/** Retries and messages queued before a restart go out from here (every MAIL_POLL_SECONDS, default 15). */
export function startDeliveryLoop(payload: Payload): void {
  if (loop || !smtpConfigured()) return
  // The first caller may be a request (queueMail): pollEvery keeps the loop out of it.
  loop = pollEvery(Number(process.env.MAIL_POLL_SECONDS || 15) * 1000, 'mail', () => deliverDueMail(payload))
}
