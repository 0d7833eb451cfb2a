import { eventsAfter, eventsFeedQuery } from '@/server/integration/events-feed'
import { integrationRead } from '@/server/integration/route'

/** GET /integration/v1/events?after=<cursor> — the site's events, oldest first, for systems that poll. */
export const GET = integrationRead({ scope: 'events:read', query: eventsFeedQuery }, async ({ query }) => ({
  body: await eventsAfter(query),
}))
