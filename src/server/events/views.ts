import type { Event, EventCalendar } from '@/payload-types'

import { imageRef } from '../content/media'

export type EventState = 'open' | 'full' | 'closed' | 'past'

/** Whether registration is open, full, closed (past its deadline) or the event is over. */
export function eventState(e: Pick<Event, 'starts_at' | 'ends_at' | 'registration_closes_at' | 'capacity'>, seatsTaken: number, now = new Date()): EventState {
  if (new Date(e.ends_at) < now || new Date(e.starts_at) < now) return 'past'
  if (new Date(e.registration_closes_at ?? e.starts_at) < now) return 'closed'
  if (seatsTaken >= e.capacity) return 'full'
  return 'open'
}

export function toEventView(e: Event, seatsTaken: number, now = new Date(), detail = false) {
  const calendar = e.calendar && typeof e.calendar === 'object' ? (e.calendar as EventCalendar) : null
  return {
    id: e.id, title: e.title, slug: e.slug, summary: e.summary, cover: imageRef(e.cover), city: e.city, venue: e.venue,
    event_calendar: calendar ? { id: calendar.id, name: calendar.name, slug: calendar.slug, color: calendar.color ?? null } : null,
    starts_at: e.starts_at, ends_at: e.ends_at, registration_closes_at: e.registration_closes_at ?? e.starts_at,
    capacity: e.capacity, seats_left: Math.max(0, e.capacity - seatsTaken), state: eventState(e, seatsTaken, now),
    max_participants_per_registration: e.max_participants_per_registration ?? 4,
    ...(detail ? { content: e.content ?? null, gifts: (e.gifts ?? []).map((g) => ({ name: g.name, description: g.description ?? null })) } : {}),
  }
}
