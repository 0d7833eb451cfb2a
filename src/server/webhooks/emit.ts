import { randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { getPayloadClient } from '../payload'
import { deliverDueWebhooks } from './deliver'
import type { EventData } from './event-bodies'
import type { WebhookEventType } from './event-types'

/**
 * Records an event: once for the feed, and once per enabled endpoint that takes its type (a delivery row),
 * written with the change it tells of (pass the hook's `req`: the rows join its transaction, so an event
 * exists exactly when its change does). Sending happens in the delivery loop, never in the shopper's request.
 */
export async function emitWebhook<T extends WebhookEventType>(
  type: T,
  recordKey: string,
  /** The person the event names, if any: a data-subject request finds the event by it. */
  subjectEmail: string | null | undefined,
  data: EventData<T>,
  req?: PayloadRequest,
): Promise<void> {
  const subject_email = subjectEmail ? subjectEmail.trim().toLowerCase() : null
  const payload = req?.payload ?? (await getPayloadClient())
  const occurredAt = new Date().toISOString()
  const id = `evt_${randomUUID()}`
  const body = { id, type, occurred_at: occurredAt, data }
  const record = `${type.split('.')[0]}:${recordKey}`
  // The feed's copy (GET /integration/v1/events), whether or not an endpoint takes the type.
  await payload.create({
    collection: 'integration-events',
    overrideAccess: true,
    req,
    data: { event_id: id, type, record_key: record, body, subject_email },
  })
  const { docs: endpoints } = await payload.find({
    collection: 'webhook-endpoints',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    limit: 0,
    req,
    where: { and: [{ enabled: { equals: true } }, { events: { in: [type] } }] },
  })
  if (!endpoints.length) return
  for (const endpoint of endpoints) {
    await payload.create({
      collection: 'webhook-deliveries',
      overrideAccess: true,
      req,
      data: {
        endpoint: endpoint.id,
        event_id: id,
        type,
        record_key: record,
        body,
        subject_email,
        status: 'queued',
        attempts: 0,
        next_attempt_at: occurredAt,
      },
    })
  }
  // After the change commits: a pass started now could look before the rows are visible; the loop's next
  // poll picks up whatever this one misses.
  setTimeout(
    () => void deliverDueWebhooks().catch((e) => console.error('[webhooks] delivery failed', e)),
    50,
  ).unref()
}
