import { z } from 'zod'

import type { Event, EventCalendar, Store } from '@/payload-types'
import { absoluteSiteUrl } from '@/lib/site-url'
import { type TimeZone, isTimeZone, zoneForPlace } from '@/lib/time-zone'

import { imageRef, imageSchema, pagedDocumentShape, richTextSchema } from '../data/media'
import { timeZoneSchema } from '../contract/fields'
import { populated } from '../data/relation'
import { routes } from '@/lib/routes'

export type EventState = 'open' | 'full' | 'closed' | 'past'

/** Whether registration is open, full, closed (past its deadline) or the event is over. */
export function eventState(
  e: Pick<Event, 'starts_at' | 'ends_at' | 'registration_closes_at' | 'capacity'>,
  seatsTaken: number,
  now = new Date(),
): EventState {
  if (new Date(e.ends_at) < now || new Date(e.starts_at) < now) return 'past'
  if (new Date(e.registration_closes_at ?? e.starts_at) < now) return 'closed'
  if (seatsTaken >= e.capacity) return 'full'
  return 'open'
}

export const calendarSchema = z
  .strictObject({ id: z.number().int(), name: z.string(), slug: z.string(), color: z.string().nullable() })
  .meta({ id: 'EventCalendar' })

export const eventSchema = z
  .strictObject({
    ...pagedDocumentShape,
    summary: z.string(),
    cover: imageSchema.nullable(),
    city: z.string(),
    venue: z.string(),
    time_zone: timeZoneSchema,
    event_calendar: calendarSchema.nullable(),
    starts_at: z.string(),
    ends_at: z.string(),
    registration_closes_at: z.string(),
    capacity: z.number().int(),
    seats_left: z.number().int(),
    state: z.enum(['open', 'full', 'closed', 'past']),
    max_participants_per_registration: z.number().int(),
  })
  .meta({ id: 'Event' })
export type EventView = z.output<typeof eventSchema>

export const eventDetailSchema = eventSchema
  .extend({
    content: richTextSchema.nullable(),
    gifts: z.array(z.strictObject({ name: z.string(), description: z.string().nullable() })),
    store: z
      .strictObject({
        name: z.string(),
        slug: z.string(),
        address: z.string(),
        phone: z.string().nullable(),
        lat: z.number(),
        lng: z.number(),
        area: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'EventDetail' })

const hostStore = (e: Event): Store | null => populated(e.store)

/** The event's local zone: its store's, else derived from the store's province or the event's city. */
export function eventZone(e: Event): TimeZone {
  const store = hostStore(e)
  if (store && isTimeZone(store.time_zone)) return store.time_zone
  return zoneForPlace(store?.area, e.city)
}

/** What messages say about an event (needs the store populated for its zone). */
export const eventFacts = (e: Event) => ({
  title: e.title,
  starts_at: e.starts_at,
  ends_at: e.ends_at,
  time_zone: eventZone(e),
  venue: e.venue,
  city: e.city,
  url: absoluteSiteUrl(routes.event(e.slug)),
})

export function toEventView(e: Event, seatsTaken: number, now = new Date()): EventView {
  const calendar = populated<EventCalendar>(e.calendar)
  return {
    id: e.id,
    title: e.title,
    slug: e.slug,
    path: routes.event(e.slug),
    summary: e.summary,
    cover: imageRef(e.cover),
    city: e.city,
    venue: e.venue,
    time_zone: eventZone(e),
    event_calendar: calendar
      ? { id: calendar.id, name: calendar.name, slug: calendar.slug, color: calendar.color ?? null }
      : null,
    starts_at: e.starts_at,
    ends_at: e.ends_at,
    registration_closes_at: e.registration_closes_at ?? e.starts_at,
    capacity: e.capacity,
    seats_left: Math.max(0, e.capacity - seatsTaken),
    state: eventState(e, seatsTaken, now),
    max_participants_per_registration: e.max_participants_per_registration ?? 4,
  }
}

/** The event page's view: the list view with its programme, gifts and host store. */
export function toEventDetailView(
  e: Event,
  seatsTaken: number,
  now = new Date(),
): z.output<typeof eventDetailSchema> {
  const store = hostStore(e)
  return {
    ...toEventView(e, seatsTaken, now),
    content: e.content ?? null,
    gifts: (e.gifts ?? []).map((g) => ({ name: g.name, description: g.description ?? null })),
    store: store
      ? {
          name: store.name,
          slug: store.slug,
          address: store.address,
          phone: store.phone ?? null,
          lat: store.lat,
          lng: store.lng,
          area: store.area,
        }
      : null,
  }
}

/** The state now, for views read from a cache (seats and deadlines move on after the read). */
export const stateNow = (
  v: Pick<EventView, 'starts_at' | 'ends_at' | 'registration_closes_at' | 'capacity' | 'seats_left'>,
  now = new Date(),
) => eventState(v, v.capacity - v.seats_left, now)
