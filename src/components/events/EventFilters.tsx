import { SmartLink } from '@/components/ui/SmartLink'

import type { CalendarFilters } from './calendar-href'
import { calendarHref } from './calendar-href'
import { inputClass } from '../forms/Field'
import { Button } from '../ui/Button'

type Calendar = { id: number; name: string }

/** Search, city and calendar filters: a plain GET form, so filtering works without JavaScript. */
export function EventFilters({
  filters,
  cities,
  calendars,
}: {
  filters: CalendarFilters
  cities: string[]
  calendars: Calendar[]
}) {
  const filtered = Boolean(filters.search || filters.city || filters.event_calendar_id)
  return (
    // Keyed by the filters: after a client-side navigation the fields show the new URL, not what was typed
    // before.
    <form
      key={`${filters.search}|${filters.city}|${filters.event_calendar_id}`}
      action="/kalender-event"
      method="get"
      role="search"
      aria-label="Filter event"
      className="grid gap-3 rounded-2xl bg-sand-50 p-4 medium:grid-cols-[2fr_1fr_1fr_auto] medium:items-end"
    >
      <input type="hidden" name="month" value={filters.month} />
      {filters.view === 'list' && <input type="hidden" name="view" value="list" />}
      <div>
        <label htmlFor="event-search" className="block text-sm font-semibold">
          Cari event
        </label>
        <input
          id="event-search"
          name="search"
          type="search"
          defaultValue={filters.search}
          placeholder="Workshop, demo masak…"
          maxLength={100}
          className={`mt-1 ${inputClass()}`}
        />
      </div>
      <div>
        <label htmlFor="event-city" className="block text-sm font-semibold">
          Kota
        </label>
        <select
          id="event-city"
          name="city"
          defaultValue={filters.city ?? ''}
          className={`mt-1 ${inputClass()}`}
        >
          <option value="">Semua kota</option>
          {cities.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="event-calendar" className="block text-sm font-semibold">
          Jenis event
        </label>
        <select
          id="event-calendar"
          name="event_calendar_id"
          defaultValue={filters.event_calendar_id ? String(filters.event_calendar_id) : ''}
          className={`mt-1 ${inputClass()}`}
        >
          <option value="">Semua jenis</option>
          {calendars.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" className="min-h-11 px-5">
          Terapkan
        </Button>
        {filtered && (
          <SmartLink
            href={calendarHref(filters, { search: undefined, city: undefined, event_calendar_id: undefined })}
            className="font-semibold text-brand-700 underline"
          >
            Hapus filter
          </SmartLink>
        )}
      </div>
    </form>
  )
}
