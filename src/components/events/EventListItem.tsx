import { EventStatus } from './EventStatus'
import { Img } from '@/components/ui/Img'
import { formatEventTime } from '@/lib/time-zone'
import { type EventView, stateNow } from '@/server/events/views'

/**
 * One event in the list view and the small-screen agenda: when (in the store's zone), where, seats, calendar.
 * Printed as static markup (inside `StaticPart`, which navigates its link in the app): so a plain anchor.
 */
export function EventListItem({
  event,
  now,
  headingLevel = 3,
  priority = false,
}: {
  event: EventView
  now: Date
  headingLevel?: 2 | 3
  priority?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const state = stateNow(event, now)
  return (
    <article
      className={`flex gap-4 rounded-2xl border border-sand-200 p-3 ${state === 'past' ? 'bg-sand-50' : 'bg-white'}`}
    >
      <div className="relative aspect-square w-24 shrink-0 overflow-hidden rounded-xl bg-sand-100 medium:w-32">
        {event.cover && (
          <Img
            src={event.cover.url}
            alt=""
            fill
            sizes="128px"
            loading={priority ? 'eager' : 'lazy'}
            className="object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        {event.event_calendar && (
          <p className="eyebrow flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block size-2.5 rounded-full"
              style={{ background: event.event_calendar.color ?? '#2f6f4f' }}
            />
            {event.event_calendar.name}
          </p>
        )}
        <Heading className="mt-0.5 leading-snug font-bold">
          <a href={event.path} className="hover:underline">
            {event.title}
          </a>
        </Heading>
        <p className="mt-1 text-sm">
          <time dateTime={event.starts_at}>
            {formatEventTime(event.starts_at, event.ends_at, event.time_zone)}
          </time>
        </p>
        <p className="text-sm text-muted">
          {event.venue}, {event.city}
        </p>
        <EventStatus state={state} seatsLeft={event.seats_left} className="mt-2" />
      </div>
    </article>
  )
}
