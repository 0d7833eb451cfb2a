import type { Where } from 'payload'
import { z } from 'zod'

import { getPayloadClient } from '../payload'

/**
 * The events as a feed (issue 39), for systems that cannot receive webhooks: read with a key holding
 * `events:read`, oldest first, a page at a time after a cursor. The cursor is opaque to the reader (the
 * position of the last event it got); events are kept 30 days, so a reader must come back within that.
 * Events show once settled (below).
 */
export const eventsFeedQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}$/, 'after: the next_cursor of the previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})

/**
 * How old an event must be to be listed (INTEGRATION_FEED_SETTLE_SECONDS, default 5). An event's id is taken
 * when its write starts, and on PostgreSQL a later id may commit first: a reader that had moved its cursor
 * past the later one would never see the earlier. Listing only events older than any write takes keeps the
 * feed gap-free, at the price of seeing each event a few seconds late.
 */
const settleSeconds = () => Number(process.env.INTEGRATION_FEED_SETTLE_SECONDS ?? 5)

/** The feed's query: after the cursor, and settled. */
export const feedWhere = (after: string | undefined, now: Date, settle: number): Where => ({
  and: [
    ...(after ? [{ id: { greater_than: Number(after) } }] : []),
    { createdAt: { less_than_equal: new Date(now.getTime() - settle * 1000).toISOString() } },
  ],
})

export async function eventsAfter({ after, limit }: z.infer<typeof eventsFeedQuery>, now = new Date()) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'integration-events',
    where: feedWhere(after, now, settleSeconds()),
    sort: 'id',
    limit: limit + 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const page = docs.slice(0, limit)
  return {
    events: page.map((d) => d.body),
    next_cursor: page.length ? String(page[page.length - 1]!.id) : (after ?? null),
    has_more: docs.length > limit,
  }
}
