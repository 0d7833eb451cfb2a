import { z } from 'zod'

import { getPayloadClient } from '../payload'

/**
 * The events as a feed (issue 39), for systems that cannot receive webhooks: read with a key holding
 * `events:read`, oldest first, a page at a time after a cursor. The cursor is opaque to the reader (the
 * position of the last event it got); events are kept 30 days, so a reader must come back within that.
 */
export const eventsFeedQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}$/, 'after: the next_cursor of the previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})

export async function eventsAfter({ after, limit }: z.infer<typeof eventsFeedQuery>) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'integration-events',
    where: after ? { id: { greater_than: Number(after) } } : {},
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
