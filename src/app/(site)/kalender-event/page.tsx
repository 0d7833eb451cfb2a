import { SmartLink } from '@/components/ui/SmartLink'

import { PageIntro } from '@/components/content/PageIntro'
import { StaticPart } from '@/components/layout/StaticPart'
import { type CalendarFilters, calendarHref } from '@/components/events/calendar-href'
import { EventFilters } from '@/components/events/EventFilters'
import { EventListItem } from '@/components/events/EventListItem'
import { MonthGrid } from '@/components/events/MonthGrid'
import { Pagination, pageParam } from '@/components/ui/Pagination'
import { ChevronIcon } from '@/components/ui/icons'
import { addMonths, monthKey, monthLabel, monthOfDay, monthRange, parseMonth } from '@/lib/calendar-month'
import { changesAt, nextLocalMinute } from '@/lib/render-clock'
import { dayKey, formatDayIn, zoneOffsetMinutes } from '@/lib/time-zone'
import { eventQuery, readEventCities, readEvents } from '@/server/events/events'
import { type EventView, stateNow } from '@/server/events/views'
import { listingMetadata } from '@/server/seo/metadata'
import { routes } from '@/lib/routes'
import { firstParam, type SearchParams } from '@/lib/search-params'
import { FilterChips } from '@/components/ui/FilterChips'

/** The list's own pages name themselves; a month, a search, a city or a view is a filter of it. */
export async function generateMetadata({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { page, month, search, city, event_calendar_id, view } = await searchParams
  return listingMetadata(routes.events, {
    page: pageParam(firstParam(page)),
    filtered: [month, search, city, event_calendar_id, view].some((v) => firstParam(v)),
  })
}

const PAGE_SIZE = 12

/** Reads the URL's filters; anything malformed falls back to "all" rather than an error page. */
function filtersFrom(params: SearchParams, today: string): CalendarFilters {
  const month = parseMonth(firstParam(params.month)) ?? monthOfDay(today)
  const parsed = eventQuery.safeParse({
    search: firstParam(params.search),
    city: firstParam(params.city),
    event_calendar_id: firstParam(params.event_calendar_id),
  })
  const q = parsed.success
    ? parsed.data
    : { search: undefined, city: undefined, event_calendar_id: undefined }
  return {
    month: monthKey(month),
    view: firstParam(params.view) === 'list' ? 'list' : 'month',
    search: q.search,
    city: q.city,
    event_calendar_id: q.event_calendar_id,
    page: pageParam(firstParam(params.page)),
  }
}

/** Events as cards, printed once (static markup); the first one's picture loads first when `leading`. */
function EventList({
  events,
  now,
  className,
  leading = false,
}: {
  events: EventView[]
  now: Date
  className: string
  leading?: boolean
}) {
  return (
    <StaticPart>
      <ul className={`grid gap-4 ${className}`}>
        {events.map((e, i) => (
          <li key={e.id}>
            <EventListItem event={e} now={now} priority={leading && i === 0} />
          </li>
        ))}
      </ul>
    </StaticPart>
  )
}

/** Events of the month that are over, after the ones still to come. */
function PastEvents({
  events,
  now,
  id,
  className = '',
  listClassName = '',
}: {
  events: EventView[]
  now: Date
  id: string
  className?: string
  listClassName?: string
}) {
  if (!events.length) return null
  return (
    <section aria-labelledby={id} className={`mt-8 ${className}`}>
      <h2 id={id} className="text-lg font-bold">
        Sudah berlangsung
      </h2>
      <EventList events={events} now={now} className={`mt-3 ${listClassName}`} />
    </section>
  )
}

export default async function EventCalendarPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const now = new Date()
  const today = dayKey(now, 'Asia/Jakarta')
  // Today's date picks the month shown and marks the day.
  changesAt(nextLocalMinute(now, zoneOffsetMinutes['Asia/Jakarta'], 1440))
  const filters = filtersFrom(await searchParams, today)
  const month = parseMonth(filters.month)!
  const common = {
    is_enabled: true,
    search: filters.search,
    city: filters.city,
    event_calendar_id: filters.event_calendar_id,
    include_past: 'true' as const,
    ...monthRange(month),
  }
  const listView = filters.view === 'list'
  const [data, cities] = await Promise.all([
    readEvents({ ...common, page: listView ? filters.page! : 1, page_size: listView ? PAGE_SIZE : 100 }),
    readEventCities(),
  ])
  const upcoming = data.events.filter((e) => stateNow(e, now) !== 'past')
  const past = data.events.filter((e) => stateNow(e, now) === 'past')
  // Nothing this month: offer the next month that has events (with the same filters).
  const next =
    data.total === 0
      ? (
          await readEvents({
            ...common,
            include_past: undefined,
            date_from: monthRange(addMonths(month, 1)).date_from,
            date_to: undefined,
            page: 1,
            page_size: 1,
          })
        ).events[0]
      : undefined
  const filtered = Boolean(filters.search || filters.city || filters.event_calendar_id)
  const isThisMonth = filters.month === monthKey(monthOfDay(today))

  return (
    <main id="main" className="container pb-8">
      <PageIntro
        title="Kalender Event"
        intro="Workshop, talkshow, bazar dan kelas di toko Rumah Loka. Gratis, daftar dulu karena kursi terbatas."
      />
      <EventFilters filters={filters} cities={cities} calendars={data.calendars} />

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Pilih bulan" className="flex items-center gap-2">
          <SmartLink
            href={calendarHref(filters, { month: monthKey(addMonths(month, -1)) })}
            className="grid size-11 place-items-center rounded-full border border-sand-200 hover:bg-sand-100"
            aria-label={`Bulan sebelumnya, ${monthLabel(addMonths(month, -1))}`}
          >
            <ChevronIcon className="size-5 rotate-180" />
          </SmartLink>
          <h2 className="min-w-44 text-center text-xl font-bold" aria-live="polite">
            {monthLabel(month)}
          </h2>
          <SmartLink
            href={calendarHref(filters, { month: monthKey(addMonths(month, 1)) })}
            className="grid size-11 place-items-center rounded-full border border-sand-200 hover:bg-sand-100"
            aria-label={`Bulan berikutnya, ${monthLabel(addMonths(month, 1))}`}
          >
            <ChevronIcon className="size-5" />
          </SmartLink>
          {!isThisMonth && (
            <SmartLink
              href={calendarHref(filters, { month: monthKey(monthOfDay(today)) })}
              className="ml-2 font-semibold text-brand-700 underline"
            >
              Bulan ini
            </SmartLink>
          )}
        </nav>
        <FilterChips
          label="Tampilan"
          variant="segmented"
          chips={[
            {
              key: 'month',
              label: 'Kalender',
              href: calendarHref(filters, { view: 'month' }),
              current: !listView,
            },
            {
              key: 'list',
              label: 'Daftar',
              href: calendarHref(filters, { view: 'list' }),
              current: listView,
            },
          ]}
        />
      </div>

      {data.total === 0 ? (
        <section
          aria-labelledby="no-events"
          className="mt-6 rounded-2xl border border-dashed border-sand-200 p-8 text-center"
        >
          <h2 id="no-events" className="text-xl font-bold">
            Belum ada event di {monthLabel(month)}
            {filtered ? ' untuk pilihan ini' : ''}
          </h2>
          <p className="mt-2 text-muted">
            {next
              ? `Event berikutnya: ${next.title}, ${formatDayIn(next.starts_at, next.time_zone)}.`
              : filtered
                ? 'Coba kata kunci, kota atau jenis event lain.'
                : 'Jadwal baru segera kami umumkan.'}
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-4">
            {next && (
              <SmartLink
                href={calendarHref(filters, {
                  month: monthKey(monthOfDay(dayKey(next.starts_at, next.time_zone))),
                })}
                className="font-semibold text-brand-700 underline"
              >
                Lihat {monthLabel(monthOfDay(dayKey(next.starts_at, next.time_zone)))}
              </SmartLink>
            )}
            {filtered && (
              <SmartLink
                href={calendarHref(filters, {
                  search: undefined,
                  city: undefined,
                  event_calendar_id: undefined,
                })}
                className="font-semibold text-brand-700 underline"
              >
                Hapus filter
              </SmartLink>
            )}
          </div>
        </section>
      ) : listView ? (
        <>
          <p className="mt-4 text-sm text-muted">
            {data.total} event di {monthLabel(month)}
          </p>
          {upcoming.length > 0 && (
            <EventList events={upcoming} now={now} className="mt-3 medium:grid-cols-2" leading />
          )}
          <PastEvents events={past} now={now} id="past-events-list" listClassName="medium:grid-cols-2" />
          <Pagination
            page={data.page}
            totalPages={data.total_page}
            href={(p) => calendarHref(filters, { page: p })}
          />
        </>
      ) : (
        <>
          <div className="mt-4 hidden large:block">
            <StaticPart>
              <MonthGrid month={month} events={data.events} today={today} now={now} />
            </StaticPart>
          </div>
          <div className="mt-4 large:hidden">
            {upcoming.length > 0 && <EventList events={upcoming} now={now} className="" leading />}
            {upcoming.length === 0 && <p className="text-muted">Semua event bulan ini sudah berlangsung.</p>}
          </div>
          <PastEvents events={past} now={now} id="past-events" className="large:hidden" />
        </>
      )}
    </main>
  )
}
