import { eventsAfter, eventsFeedQuery, typeNotGranted } from '@/server/integration/events-feed'
import { integrationRead } from '@/server/integration/route'

/**
 * GET /integration/v1/events?after=<cursor>&types=<a,b> — the site's events of the types granted to the key,
 * oldest first, for systems that poll.
 */
export const GET = integrationRead(
  { scope: 'events:read', query: eventsFeedQuery },
  async ({ query, integration }) => {
    const refused = typeNotGranted(query, integration)
    if (refused)
      return {
        status: 403,
        body: {
          error: {
            code: 'event_type_not_granted',
            message:
              `This key is not granted the event type ${refused}; an administrator grants event types in ` +
              '/admin (Settings, Integrations).',
          },
        },
      }
    return { body: await eventsAfter(query, integration) }
  },
)
