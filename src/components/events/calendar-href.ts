/** The calendar page's filters, all in the URL so a view can be shared and the back button works. */
export type CalendarFilters = { month: string; view: 'month' | 'list'; search?: string; city?: string; event_calendar_id?: number; page?: number }

/** The one place that builds /kalender-event URLs; defaults are left out so links stay short. */
export function calendarHref(filters: CalendarFilters, change: Partial<CalendarFilters> = {}): string {
  const f = { ...filters, page: undefined, ...change }
  const params = new URLSearchParams()
  params.set('month', f.month)
  if (f.view === 'list') params.set('view', 'list')
  if (f.search) params.set('search', f.search)
  if (f.city) params.set('city', f.city)
  if (f.event_calendar_id) params.set('event_calendar_id', String(f.event_calendar_id))
  if (f.page && f.page > 1) params.set('page', String(f.page))
  return `/kalender-event?${params}`
}
