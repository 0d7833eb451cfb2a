import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { crashPoint } from '../crash-point'
import { deliverDueWebhooks } from './deliver'
import type { EventData } from './event-bodies'
import type { WebhookEventType } from '@/lib/webhook-event-types'
import type { IntegrationEvent } from '@/payload-types'

/**
 * Records an event: once for the feed, and once per enabled endpoint that takes its type (a delivery row),
 * written with the change it tells of (by the hook's `req`: on PostgreSQL the rows join its transaction, so
 * an event exists exactly when its change does; on SQLite, whose adapter runs no transactions here, a repeat
 * of the request records what a crash cut off: ensure.ts). Sending happens in the delivery loop, never in the
 * shopper's request.
 */
export async function emitWebhook<T extends WebhookEventType>(
  type: T,
  recordKey: string,
  /** The person the event names, if any: a data-subject request finds the event by it. */
  subjectEmail: string | null | undefined,
  data: EventData<T>,
  req: PayloadRequest,
): Promise<void> {
  const subject_email = subjectEmail ? subjectEmail.trim().toLowerCase() : null
  const { payload } = req
  const occurredAt = new Date().toISOString()
  const id = `evt_${randomUUID()}`
  const body = { id, type, occurred_at: occurredAt, data }
  const record = `${type.split('.')[0]}:${recordKey}`
  crashPoint('webhook.before-event')
  // The feed's copy (GET /integration/v1/events), whether or not an endpoint takes the type.
  await payload.create({
    collection: 'integration-events',
    overrideAccess: true,
    req,
    data: { event_id: id, type, record_key: record, body, subject_email },
  })
  crashPoint('webhook.before-deliveries')
  await queueDeliveries(payload, { event_id: id, type, record_key: record, body, subject_email }, req)
}

/** A recorded event, as its delivery rows repeat it. */
export type RecordedEvent = Pick<
  IntegrationEvent,
  'event_id' | 'type' | 'record_key' | 'body' | 'subject_email'
>

/** One delivery row per enabled endpoint that takes the event's type (and existed by `since`, if given). */
export async function queueDeliveries(
  payload: Payload,
  event: RecordedEvent,
  req?: PayloadRequest,
  since?: string,
): Promise<number> {
  const { docs: endpoints } = await payload.find({
    collection: 'webhook-endpoints',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    limit: 0,
    req,
    where: {
      and: [
        { enabled: { equals: true } },
        { events: { in: [event.type] } },
        ...(since ? [{ createdAt: { less_than_equal: since } }] : []),
      ],
    },
  })
  if (!endpoints.length) return 0
  const occurredAt = (event.body as { occurred_at?: string }).occurred_at ?? new Date().toISOString()
  for (const endpoint of endpoints) {
    await payload.create({
      collection: 'webhook-deliveries',
      overrideAccess: true,
      req,
      data: { ...event, endpoint: endpoint.id, status: 'queued', attempts: 0, next_attempt_at: occurredAt },
    })
  }
  // After the change commits: a pass started now could look before the rows are visible; the loop's next
  // poll picks up whatever this one misses.
  setTimeout(
    () => void deliverDueWebhooks(payload).catch((e) => console.error('[webhooks] delivery failed', e)),
    50,
  ).unref()
  return endpoints.length
}
