import { describe, expect, it } from 'vitest'

import { addMonths, monthLabel, monthRange, monthWeeks, parseMonth } from '@/lib/calendar-month'
import { dayKey, formatEventTime, formatTimeIn, zoneForPlace } from '@/lib/time-zone'
import { calendarHref } from '@/components/events/calendar-href'
import { eventState } from '@/server/events/views'

describe('time zones', () => {
  it('follows the province, then the city, and defaults to WIB', () => {
    expect(zoneForPlace('DKI Jakarta', 'Jakarta Selatan')).toBe('Asia/Jakarta')
    expect(zoneForPlace('Kalimantan Barat', 'Pontianak')).toBe('Asia/Jakarta')
    expect(zoneForPlace('Bali', 'Denpasar')).toBe('Asia/Makassar')
    expect(zoneForPlace('Sulawesi Utara', 'Manado')).toBe('Asia/Makassar')
    expect(zoneForPlace('Kalimantan Timur', 'Balikpapan')).toBe('Asia/Makassar')
    expect(zoneForPlace('Papua Barat Daya', 'Sorong')).toBe('Asia/Jayapura')
    expect(zoneForPlace('Maluku', 'Ambon')).toBe('Asia/Jayapura')
    expect(zoneForPlace(null, 'Makassar')).toBe('Asia/Makassar')
    expect(zoneForPlace(undefined, 'Jayapura')).toBe('Asia/Jayapura')
    expect(zoneForPlace(undefined, 'Bandung')).toBe('Asia/Jakarta')
  })
  it('labels times with the zone and names the day in that zone', () => {
    const start = '2026-12-05T07:00:00.000Z' // 14.00 WIB, 15.00 WITA, 16.00 WIT
    expect(formatTimeIn(start, 'Asia/Jakarta')).toBe('14.00 WIB')
    expect(formatTimeIn(start, 'Asia/Makassar')).toBe('15.00 WITA')
    expect(formatTimeIn(start, 'Asia/Jayapura')).toBe('16.00 WIT')
    expect(formatEventTime(start, '2026-12-05T09:00:00.000Z', 'Asia/Makassar')).toBe(
      'Sabtu, 5 Des 2026, 15.00–17.00 WITA',
    )
    expect(formatEventTime(start, '2026-12-06T09:00:00.000Z', 'Asia/Jakarta')).toBe(
      'Sabtu, 5 Des 2026, 14.00 – Minggu, 6 Des 2026, 16.00 WIB',
    )
    // 23.30 UTC is already the next day in Jakarta.
    expect(dayKey('2026-12-04T23:30:00.000Z', 'Asia/Jakarta')).toBe('2026-12-05')
  })
})

describe('calendar months', () => {
  it('parses only real months', () => {
    expect(parseMonth('2026-12')).toEqual({ year: 2026, month: 12 })
    for (const bad of ['2026-13', '2026-00', '26-12', '2026-1', 'x', undefined, '1999-01'])
      expect(parseMonth(bad)).toBeNull()
  })
  it('moves across years and gives the range and label', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 })
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ date_from: '2028-02-01', date_to: '2028-02-29' })
    expect(monthLabel({ year: 2026, month: 12 })).toBe('Desember 2026')
  })
  it('lays the month out in Monday-first weeks', () => {
    const weeks = monthWeeks({ year: 2026, month: 12 }) // 1 Dec 2026 is a Tuesday
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ])
    expect(weeks.flat().filter(Boolean)).toHaveLength(31)
    expect(weeks.every((w) => w.length === 7)).toBe(true)
  })
  it('builds calendar URLs with filters and without defaults, dropping the page on any change', () => {
    const f = { month: '2026-12', view: 'month' as const, city: 'Bandung', page: 3 }
    expect(calendarHref(f)).toBe('/kalender-event?month=2026-12&city=Bandung')
    expect(calendarHref(f, { view: 'list', page: 2 })).toBe(
      '/kalender-event?month=2026-12&view=list&city=Bandung&page=2',
    )
    expect(calendarHref(f, { city: undefined, search: 'kopi & teh' })).toBe(
      '/kalender-event?month=2026-12&search=kopi+%26+teh',
    )
  })
})

describe('event state', () => {
  const e = {
    starts_at: '2026-12-05T07:00:00Z',
    ends_at: '2026-12-05T09:00:00Z',
    registration_closes_at: '2026-12-05T05:00:00Z',
    capacity: 10,
  }
  it('is open, full, closed or past', () => {
    expect(eventState(e, 3, new Date('2026-12-01T00:00:00Z'))).toBe('open')
    expect(eventState(e, 10, new Date('2026-12-01T00:00:00Z'))).toBe('full')
    expect(eventState(e, 3, new Date('2026-12-05T06:00:00Z'))).toBe('closed')
    expect(eventState(e, 3, new Date('2026-12-05T08:00:00Z'))).toBe('past')
  })
})
