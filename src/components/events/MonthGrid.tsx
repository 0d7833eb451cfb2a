import { type Month, monthWeeks, weekdayNames } from '@/lib/calendar-month'
import { eventStatusText } from './EventStatus'
import { dayKey, formatTimeIn } from '@/lib/time-zone'
import { type EventView, stateNow } from '@/server/events/views'

/**
 * The month as a grid of days (large screens): each day lists its events; today is marked, past days are
 * muted. Printed as static markup (inside `StaticPart`): its links are plain anchors.
 */
export function MonthGrid({
  month,
  events,
  today,
  now,
}: {
  month: Month
  events: EventView[]
  today: string
  now: Date
}) {
  const byDay = new Map<string, EventView[]>()
  for (const e of events) {
    const day = dayKey(e.starts_at, e.time_zone)
    byDay.set(day, [...(byDay.get(day) ?? []), e])
  }
  const calendars = [
    ...new Map(
      events.flatMap((e) => (e.event_calendar ? [[e.event_calendar.id, e.event_calendar] as const] : [])),
    ).values(),
  ]
  return (
    <>
      {calendars.length > 0 && (
        <ul aria-label="Warna jenis event" className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {calendars.map((c) => (
            <li key={c.id} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-1 rounded-sm"
                style={{ background: c.color ?? '#2f5439' }}
              />
              {c.name}
            </li>
          ))}
        </ul>
      )}
      <table className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {weekdayNames.map((d) => (
              <th key={d} scope="col" className="pb-2 text-left text-sm font-semibold text-muted">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => {
                if (!day) return <td key={j} className="border border-sand-200 bg-sand-50" />
                const isToday = day === today
                const past = day < today
                const dayEvents = byDay.get(day) ?? []
                return (
                  <td
                    key={day}
                    aria-current={isToday ? 'date' : undefined}
                    className={`h-28 border border-sand-200 p-1.5 align-top ${isToday ? 'bg-brand-50 ring-2 ring-brand-600 ring-inset' : past ? 'bg-sand-50' : 'bg-white'}`}
                  >
                    <span
                      className={`text-sm font-semibold ${isToday ? 'rounded-full bg-brand-700 px-1.5 text-white' : past ? 'text-muted' : ''}`}
                    >
                      {Number(day.slice(8))}
                      {isToday && <span className="sr-only"> (hari ini)</span>}
                    </span>
                    <ul className="mt-1 space-y-1">
                      {dayEvents.map((e) => {
                        const state = stateNow(e, now)
                        return (
                          <li key={e.id}>
                            <a
                              href={e.path}
                              className={`block rounded-md border-l-4 px-1.5 py-0.5 text-xs leading-snug hover:underline ${state === 'past' ? 'bg-sand-100 text-muted' : 'bg-brand-50 text-ink'}`}
                              style={{ borderColor: e.event_calendar?.color ?? '#2f5439' }}
                            >
                              <span className="font-semibold">{formatTimeIn(e.starts_at, e.time_zone)}</span>{' '}
                              {e.title}
                              <span className="block text-muted">
                                {e.city} ·{' '}
                                <span className={state === 'full' ? 'font-semibold text-red-800' : ''}>
                                  {eventStatusText(state, e.seats_left)}
                                </span>
                              </span>
                            </a>
                          </li>
                        )
                      })}
                    </ul>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
