import { routes, withQuery } from '@/lib/routes'

/** The calendar page's filters, all in the URL so a view can be shared and the back button works. */
export type CalendarFilters = {
  month: string
  view: 'month' | 'list'
  search?: string
  city?: string
  event_calendar_id?: number
  page?: number
}

/** The one place that builds /kalender-event URLs; defaults are left out so links stay short. */
export function calendarHref(filters: CalendarFilters, change: Partial<CalendarFilters> = {}): string {
  const f = { ...filters, page: undefined, ...change }
  return withQuery(routes.events, {
    month: f.month,
    view: f.view === 'list' && 'list',
    search: f.search,
    city: f.city,
    event_calendar_id: f.event_calendar_id,
    page: (f.page ?? 1) > 1 && f.page,
  })
}
