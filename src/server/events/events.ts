import type { Where } from 'payload'
import { z } from 'zod'

import { calendarSchema, eventDetailSchema, eventSchema, toEventDetailView, toEventView } from './views'
import { type CallData, defineCall } from '../contract/call'
import { searchText, slugParam } from '../contract/fields'
import { listOutput, listParams, pageInfo } from '../data/list'
import { getPayloadClient } from '../payload'
import { findBySlug } from '../data/find'
import { seatsTaken } from './seats'
import { cachedRead } from '../cache'
import { eventTags } from '../cache-tags'

const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD')
  .optional()

/** The spec's event query (page, page_size, search, city, event_calendar_id) and a date range. */
export const eventQuery = listParams
  .extend({
    search: searchText,
    city: z.string().trim().max(80).optional(),
    event_calendar_id: z.coerce
      .number({ message: 'event_calendar_id must be a number' })
      .int()
      .positive('event_calendar_id must be positive')
      .optional(),
    date_from: dateParam,
    date_to: dateParam,
    include_past: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: 'date_from cannot be after date_to',
    path: ['date_from'],
  })

export const eventListCall = defineCall({
  method: 'GET',
  path: '/api/event/list',
  tag: 'Events',
  query: eventQuery,
  summary:
    'Events, soonest first: upcoming by default; filter by words, city, calendar (event_calendar_id) and dates (Asia/Jakarta days).',
  output: listOutput('events', eventSchema).extend({
    calendars: z.array(calendarSchema).describe('Every calendar, for a filter'),
  }),
})
export const eventDetailCall = defineCall({
  method: 'GET',
  path: '/api/event/detail',
  tag: 'Events',
  query: z.object({ slug: slugParam }),
  summary: 'One event with its programme, gifts and seats left.',
  output: eventDetailSchema,
  notFound: 'No enabled event has that slug',
})
export const eventLocationCall = defineCall({
  method: 'GET',
  path: '/api/event/location/list',
  tag: 'Events',
  summary: 'Cities with upcoming events, their venues and counts.',
  output: z.strictObject({
    locations: z.array(
      z.strictObject({ city: z.string(), count: z.number().int(), venues: z.array(z.string()) }),
    ),
  }),
})

/** Start of a Jakarta day (UTC+7) as an instant. */
const jakartaStart = (day: string) => new Date(`${day}T00:00:00+07:00`)

export async function listEvents(
  query: z.infer<typeof eventQuery>,
  now = new Date(),
): Promise<CallData<typeof eventListCall>> {
  const payload = await getPayloadClient()
  const where: Where[] = [{ is_enabled: { equals: query.is_enabled } }]
  if (query.include_past !== 'true') where.push({ ends_at: { greater_than_equal: now.toISOString() } })
  if (query.city) where.push({ city: { equals: query.city } })
  if (query.event_calendar_id) where.push({ calendar: { equals: query.event_calendar_id } })
  if (query.search)
    where.push({
      or: [
        { title: { like: query.search } },
        { summary: { like: query.search } },
        { venue: { like: query.search } },
      ],
    })
  if (query.date_from)
    where.push({ starts_at: { greater_than_equal: jakartaStart(query.date_from).toISOString() } })
  if (query.date_to)
    where.push({
      starts_at: { less_than: new Date(jakartaStart(query.date_to).getTime() + 86_400_000).toISOString() },
    })
  const result = await payload.find({
    collection: 'events',
    where: { and: where },
    sort: ['starts_at', 'id'],
    page: query.page,
    limit: query.page_size,
    depth: 1,
    overrideAccess: true,
  })
  const taken = await seatsTaken(
    payload,
    result.docs.map((e) => e.id),
  )
  const calendars = await payload.find({
    collection: 'event-calendars',
    where: { is_enabled: { equals: true } },
    depth: 0,
    limit: 50,
    sort: 'name',
    overrideAccess: true,
  })
  return {
    events: result.docs.map((e) => toEventView(e, taken.get(e.id) ?? 0, now)),
    calendars: calendars.docs.map((c) => ({ id: c.id, name: c.name, slug: c.slug, color: c.color ?? null })),
    ...pageInfo(result.totalDocs, query.page, query.page_size),
  }
}

export async function getEvent(
  slug: string,
  now = new Date(),
): Promise<CallData<typeof eventDetailCall> | null> {
  const event = await findBySlug('events', slug)
  if (!event) return null
  const taken = await seatsTaken(await getPayloadClient(), [event.id])
  return toEventDetailView(event, taken.get(event.id) ?? 0, now)
}

export async function listEventLocations(now = new Date()): Promise<CallData<typeof eventLocationCall>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: {
      and: [{ is_enabled: { equals: true } }, { ends_at: { greater_than_equal: now.toISOString() } }],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { city: true, venue: true },
  })
  const byCity = new Map<string, { count: number; venues: Set<string> }>()
  for (const e of docs) {
    const entry = byCity.get(e.city) ?? { count: 0, venues: new Set<string>() }
    entry.count++
    entry.venues.add(e.venue)
    byCity.set(e.city, entry)
  }
  return {
    locations: [...byCity]
      .map(([city, v]) => ({ city, count: v.count, venues: [...v.venues].sort() }))
      .sort((a, b) => a.city.localeCompare(b.city)),
  }
}

/**
 * Cached reads of public pages. States in them may be older than the request, so pages re-derive them
 * (views.ts stateNow).
 */
export const readUpcomingEvents = cachedRead(
  'site:events-upcoming',
  eventTags,
  async (page_size: number) => (await listEvents({ page: 1, page_size, is_enabled: true })).events,
)
export const readEvents = cachedRead('site:events', eventTags, (query: z.infer<typeof eventQuery>) =>
  listEvents(query),
)
export const readEvent = cachedRead('site:event', eventTags, (slug: string) => getEvent(slug))
export const readEventCities = cachedRead('site:event-cities', eventTags, async () =>
  (await listEventLocations()).locations.map((l) => l.city),
)
