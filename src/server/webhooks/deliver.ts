import type { Payload } from 'payload'

import type { WebhookDelivery, WebhookEndpoint } from '@/payload-types'

import { claimDue } from '../data/claim'
import { onePassAtATime, type Pass, pollEvery, retryAt } from '../data/one-pass'
import { outboundFetch, RefusedAddress } from '../security/outbound'
import { endpointProblem } from './endpoint-url'
import { signatureHeader, signatureValue } from './signature'

/**
 * The webhook delivery loop (issue 39): every queued delivery that is due is POSTed to its endpoint, signed;
 * a 2xx is delivered, anything else (an error status, a refused connection, no answer within the timeout) is
 * tried again after a growing pause, and after the last pause the delivery is failed (an administrator can
 * resend it from /admin). State lives in the database, so deliveries survive a restart and several instances
 * share the work (claimDue). Deliveries of one record to one endpoint go out in the order they were made: a
 * later one waits while an earlier one is still queued.
 *
 * Hand-written rather than Payload's jobs queue: its concurrency keys keep two jobs of a key from running at
 * once, but a job waiting out its retry pause does not hold back the next one of its key, which would break
 * the order per record; and the Outbox's proven loop (src/server/mail/outbox.ts) already does the rest.
 */

/** Pauses before the 1st, 2nd, … retry, in units of WEBHOOK_RETRY_BASE_SECONDS (default 10 s). */
const retrySteps = [1, 6, 30, 180, 720, 2160, 8640]
export const maxWebhookAttempts = retrySteps.length + 1
const retryBase = () => Number(process.env.WEBHOOK_RETRY_BASE_SECONDS || 10)
const timeoutMs = () => Number(process.env.WEBHOOK_TIMEOUT_SECONDS || 10) * 1000
const claimLeaseMs = () => Math.max(60_000, timeoutMs() * 3)

export const nextWebhookAttemptAt = (attempts: number, now = new Date()): Date | null =>
  retryAt(retrySteps, retryBase(), attempts, now)

/** Sends what is due; one pass at a time in this process, another right after when more arrived meanwhile. */
export const deliverDueWebhooks = onePassAtATime((payload: Payload, now: () => Date = () => new Date()) =>
  deliverOnce(payload, now),
)

const batchSize = 50

async function deliverOnce(payload: Payload, now: () => Date): Promise<Pass> {
  const { docs } = await payload.find({
    collection: 'webhook-deliveries',
    overrideAccess: true,
    depth: 0,
    limit: batchSize,
    pagination: false,
    sort: 'id',
    where: {
      and: [{ status: { equals: 'queued' } }, { next_attempt_at: { less_than_equal: now().toISOString() } }],
    },
  })
  // One at a time per record and endpoint, in id order; different records side by side.
  const lanes = new Map<string, WebhookDelivery[]>()
  for (const doc of docs) {
    const lane = `${doc.endpoint}|${doc.record_key}`
    lanes.set(lane, [...(lanes.get(lane) ?? []), doc])
  }
  let sent = 0
  await Promise.all(
    [...lanes.values()].map(async (lane) => {
      for (const doc of lane) {
        if (!(await deliverOne(payload, doc, now))) break
        sent++
      }
    }),
  )
  return { sent, more: docs.length === batchSize }
}

/** The earliest delivery of the same record to the same endpoint that still waits to go out, if any. */
async function earlierWaiting(payload: Payload, doc: WebhookDelivery): Promise<WebhookDelivery | null> {
  const { docs } = await payload.find({
    collection: 'webhook-deliveries',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    sort: 'id',
    where: {
      and: [
        { endpoint: { equals: doc.endpoint } },
        { record_key: { equals: doc.record_key } },
        { status: { equals: 'queued' } },
        { id: { less_than: doc.id } },
      ],
    },
  })
  return docs[0] ?? null
}

async function deliverOne(payload: Payload, doc: WebhookDelivery, now: () => Date): Promise<boolean> {
  const earlier = await earlierWaiting(payload, doc)
  if (earlier) {
    // Not due before the one it waits for: the next passes skip it, so a receiver failing one record's
    // deliveries holds back that record alone, never the queue (nor spins a pass over the same rows).
    const due =
      earlier.next_attempt_at && earlier.next_attempt_at > now().toISOString()
        ? earlier.next_attempt_at
        : null
    await payload.db.updateOne({
      collection: 'webhook-deliveries',
      id: doc.id,
      data: { next_attempt_at: due ?? new Date(now().getTime() + retryBase() * 1000).toISOString() },
      returning: false,
    })
    return false
  }
  if (!(await claimDue(payload, 'webhook_deliveries', doc.id, now(), claimLeaseMs()))) return false
  const endpoint = (await payload.findByID({
    collection: 'webhook-endpoints',
    id: doc.endpoint as number,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as WebhookEndpoint | null
  const attempts = (doc.attempts ?? 0) + 1
  const started = Date.now()
  let code: number | null = null
  let problem: string | null = null
  if (!endpoint || !endpoint.enabled || !endpoint.secret) problem = 'The endpoint was removed or disabled.'
  else if (endpointProblem(endpoint.url))
    problem = `The endpoint's address is refused: ${endpointProblem(endpoint.url)}`
  else {
    const body = JSON.stringify(doc.body)
    const timestamp = Math.floor(Date.now() / 1000)
    try {
      const response = await outboundFetch(endpoint.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs()),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'RumahLoka-Webhooks/1',
          'x-rumahloka-event-id': doc.event_id,
          'x-rumahloka-event-type': doc.type,
          [signatureHeader]: signatureValue(endpoint.secret, timestamp, body),
        },
        body,
      })
      code = response.status
      await response.body?.cancel().catch(() => undefined)
      if (code < 200 || code > 299) problem = `The endpoint answered ${code}.`
    } catch (error) {
      problem =
        error instanceof RefusedAddress
          ? `Not called: ${error.message}`
          : error instanceof Error && error.name === 'TimeoutError'
            ? `No answer within ${timeoutMs() / 1000} s.`
            : `Could not connect: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}`
    }
  }
  const elapsed = Date.now() - started
  if (!problem) {
    await payload.update({
      collection: 'webhook-deliveries',
      id: doc.id,
      overrideAccess: true,
      data: {
        status: 'delivered',
        attempts,
        last_status_code: code,
        last_error: null,
        last_response_ms: elapsed,
        delivered_at: now().toISOString(),
      },
    })
    return true
  }
  const next = nextWebhookAttemptAt(attempts, now())
  await payload.update({
    collection: 'webhook-deliveries',
    id: doc.id,
    overrideAccess: true,
    data: {
      attempts,
      last_status_code: code,
      last_error: problem.slice(0, 500),
      last_response_ms: elapsed,
      ...(next ? { next_attempt_at: next.toISOString() } : { status: 'failed' }),
    },
  })
  return false
}

let loop: NodeJS.Timeout | null = null

/** Retries, and deliveries queued before a restart, go out from here (every WEBHOOK_POLL_SECONDS, 5). */
export function startWebhookLoop(payload: Payload): void {
  if (loop) return
  loop = pollEvery(Number(process.env.WEBHOOK_POLL_SECONDS || 5) * 1000, 'webhooks', () =>
    deliverDueWebhooks(payload),
  )
}
