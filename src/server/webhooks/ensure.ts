import { createLocalReq, type Payload } from 'payload'

import { settleBeforeRepair } from '../data/settle'
import { getPayloadClient } from '../payload'
import { webhookHooks } from './collection-hooks'
import { queueDeliveries } from './emit'
import type { WebhookEventType } from '@/lib/webhook-event-types'

/**
 * On SQLite a change, its event and the event's delivery rows are separate writes: Payload's SQLite adapter
 * runs no transactions (one held across awaits would stall every other writer of the file). A process killed
 * between them leaves a change the retailer's systems never hear of, or an event no endpoint receives. The
 * request that made the change finishes it when repeated: it calls ensureChangeEvent with the record it
 * finds, and what is missing is written then. On PostgreSQL the rows commit with their change.
 */
type Doc = Record<string, unknown> & { id: number }
type Change = {
  type: WebhookEventType
  /** The record key the event is filed under (emitWebhook's `recordKey`). */
  key: (doc: Doc) => string
  /** When the change happened: its event is no older. */
  at: 'createdAt' | 'confirmed_at'
  /** The state the change left, as its hook saw it: a create without it. */
  previous?: Doc
}

const changes = {
  'warranty-registrations': { type: 'warranty.registered', key: (d) => String(d.serial_no), at: 'createdAt' },
  'warranty-claims': { type: 'warranty.claim_filed', key: (d) => String(d.claim_no), at: 'createdAt' },
  'refund-approvals': { type: 'refund.decided', key: (d) => String(d.return_no), at: 'createdAt' },
  'voucher-claims': { type: 'voucher.claimed', key: (d) => String(d.code), at: 'createdAt' },
  'pdp-agreements': { type: 'pdp_agreement.signed', key: (d) => String(d.id), at: 'createdAt' },
  'event-registrations': {
    type: 'event_registration.confirmed',
    key: (d) => String(d.registration_code),
    at: 'confirmed_at',
    previous: { id: 0, status: 'pending' },
  },
  'newsletter-subscribers': {
    type: 'newsletter.confirmed',
    key: (d) => String(d.email),
    at: 'confirmed_at',
    previous: { id: 0, status: 'pending' },
  },
} satisfies Record<string, Change>

/**
 * Records the event of the change that made `doc` (a create, or for a registration or subscriber its
 * confirmation) if it is missing, and its delivery rows if those are; answers what was written. What is
 * missing is looked at again after settleBeforeRepair: a double click's first request may still be writing
 * them, and a second copy would reach the retailer's systems under another event id.
 */
export async function ensureChangeEvent(
  collection: keyof typeof changes,
  doc: object,
): Promise<'event' | 'deliveries' | null> {
  const payload = await getPayloadClient()
  if (payload.db.name === 'postgres') return null
  const change: Change = changes[collection]
  const record = doc as Doc
  // A change without its time (a subscriber staff marked confirmed by hand) has no event of its own to find.
  const at = new Date(String(record[change.at] ?? ''))
  if (Number.isNaN(at.getTime())) return null
  const recordKey = `${change.type.split('.')[0]}:${change.key(record)}`
  const since = new Date(at.getTime() - 1000).toISOString()
  const missing = async () => {
    const { docs } = await payload.find({
      collection: 'integration-events',
      where: {
        and: [
          { type: { equals: change.type } },
          { record_key: { equals: recordKey } },
          { createdAt: { greater_than_equal: since } },
        ],
      },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const event = docs[0]
    if (!event) return { part: 'event' as const }
    const { totalDocs } = await payload.count({
      collection: 'webhook-deliveries',
      where: { event_id: { equals: event.event_id } },
      overrideAccess: true,
    })
    return totalDocs ? null : { part: 'deliveries' as const, event }
  }
  if (!(await missing())) return null
  await settleBeforeRepair()
  const found = await missing()
  if (!found) return null
  if (found.part === 'event') {
    await recordEvent(payload, collection, change, record)
    return 'event'
  }
  return (await queueDeliveries(payload, found.event, undefined, found.event.createdAt)) ? 'deliveries' : null
}

async function recordEvent(payload: Payload, collection: keyof typeof changes, change: Change, doc: Doc) {
  payload.logger.warn(`[webhooks] ${change.type} of ${collection} #${doc.id} was cut off: recorded now`)
  await webhookHooks[collection]!({
    doc,
    data: doc,
    previousDoc: change.previous ?? {},
    operation: change.previous ? 'update' : 'create',
    req: await createLocalReq({}, payload),
    context: {},
    collection: payload.collections[collection].config,
  })
}
