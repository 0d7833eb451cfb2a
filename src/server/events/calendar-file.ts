import { createEvent } from 'ics'

import { absoluteSiteUrl } from '@/lib/site-url'
import { routes } from '@/lib/routes'

type CalendarEvent = {
  id: number
  title: string
  slug: string
  starts_at: string
  ends_at: string
  venue: string
  city: string
  summary?: string | null
}

const place = (e: CalendarEvent) => [e.venue, e.city].filter(Boolean).join(', ')

/** The event as an iCalendar file: attached to the confirmation e-mail and offered on the event page. */
export function eventCalendarFile(event: CalendarEvent, note?: string): string | null {
  const { error, value } = createEvent({
    uid: `event-${event.id}@rumahloka`,
    title: event.title,
    start: new Date(event.starts_at).getTime(),
    end: new Date(event.ends_at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    location: place(event),
    url: absoluteSiteUrl(routes.event(event.slug)),
    description: [note, event.summary].filter(Boolean).join('\n\n'),
    status: 'CONFIRMED',
    productId: 'rumahloka/events',
  })
  if (error) console.error('[events] calendar file failed', error)
  return value ?? null
}

const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/**
 * A "add to Google Calendar" link: the shopper's browser opens it; nothing is loaded from Google by the page.
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.starts_at)}/${utcStamp(event.ends_at)}`,
    location: place(event),
    details: `${event.summary ?? ''}\n\n${absoluteSiteUrl(routes.event(event.slug))}`.trim(),
  })
  return `https://calendar.google.com/calendar/render?${params}`
}

/** Both "add to calendar" targets of an event page or confirmation. */
export const calendarLinks = (event: CalendarEvent) => ({
  ics: `${routes.event(event.slug)}/kalender.ics`,
  google: googleCalendarUrl(event),
})
