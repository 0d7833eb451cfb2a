import type { Where } from 'payload'
import { z } from 'zod'

import { getPayloadClient } from '../payload'
import { recordIntegrationRead } from '../privacy/audit'
import { personalDataEventTypes, webhookEventTypes, type WebhookEventType } from '@/lib/webhook-event-types'
import type { Integration } from './authenticate'

/**
 * The events as a feed (issue 39), for systems that cannot receive webhooks: read with a key holding
 * `events:read`, oldest first, a page at a time after a cursor. The cursor is opaque to the reader (the
 * position of the last event it got); events are kept 30 days, so a reader must come back within that.
 * Events show once settled (below). A key reads only the event types an administrator granted it; `types`
 * narrows that further, and naming a type not granted is refused (403, naming it) rather than answered with
 * nothing, so a reader never mistakes a missing grant for a quiet feed.
 */
export const eventsFeedQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}$/, 'after: the next_cursor of the previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  types: z
    .string()
    .transform((text) => text.split(',').map((t) => t.trim()))
    .pipe(
      z.array(
        z.enum(Object.keys(webhookEventTypes) as [WebhookEventType, ...WebhookEventType[]], {
          message: `types: a comma-separated list of event types (${Object.keys(webhookEventTypes).join(', ')})`,
        }),
      ),
    )
    .optional()
    .describe(
      'Only these event types (comma-separated); each must be granted to the key. All granted: left out',
    ),
})

/**
 * How old an event must be to be listed (INTEGRATION_FEED_SETTLE_SECONDS, default 5). An event's id is taken
 * when its write starts, and on PostgreSQL a later id may commit first: a reader that had moved its cursor
 * past the later one would never see the earlier. Listing only events older than any write takes keeps the
 * feed gap-free, at the price of seeing each event a few seconds late.
 */
const settleSeconds = () => Number(process.env.INTEGRATION_FEED_SETTLE_SECONDS ?? 5)

/** The feed's query: after the cursor, and settled. */
export const feedWhere = (
  after: string | undefined,
  now: Date,
  settle: number,
  types: WebhookEventType[],
): Where => ({
  and: [
    { type: { in: types } },
    ...(after ? [{ id: { greater_than: Number(after) } }] : []),
    { createdAt: { less_than_equal: new Date(now.getTime() - settle * 1000).toISOString() } },
  ],
})

/** A type the query names that the key was not granted, if any. */
export const typeNotGranted = (query: z.infer<typeof eventsFeedQuery>, integration: Integration) =>
  query.types?.find((t) => !integration.eventTypes.includes(t))

/**
 * A page of the feed for `integration`: the types it was granted (or those of them the query names). A page
 * holding events that name a person is recorded in the personal-data audit log before it is answered.
 */
export async function eventsAfter(
  { after, limit, types }: z.infer<typeof eventsFeedQuery>,
  integration: Integration,
  now = new Date(),
) {
  const granted = types ?? integration.eventTypes
  if (granted.length === 0) return { events: [], next_cursor: after ?? null, has_more: false }
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'integration-events',
    where: feedWhere(after, now, settleSeconds(), granted),
    sort: 'id',
    limit: limit + 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const page = docs.slice(0, limit)
  const personal = page.filter((d) => personalDataEventTypes.has(d.type))
  if (personal.length)
    await recordIntegrationRead(payload, integration, {
      collection: 'integration-events',
      ids: personal.map((d) => d.id),
      note: 'GET /integration/v1/events',
    })
  return {
    events: page.map((d) => d.body),
    next_cursor: page.length ? String(page[page.length - 1]!.id) : (after ?? null),
    has_more: docs.length > limit,
  }
}
