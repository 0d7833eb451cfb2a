import { describe, expect, it } from 'vitest'

import { formatDate, formatDateTime, formatIDR } from '@/lib/format'
import { formatDistance } from '@/lib/geo'
import { dayKey, formatDayIn, formatTimeIn, timeZones, type TimeZone } from '@/lib/time-zone'

// The texts zone-clock.ts makes by arithmetic, held to what Intl (Node's full ICU) writes for the same input.
const zones = Object.keys(timeZones) as TimeZone[]
const intlIn = (zone: TimeZone, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('id-ID', { ...options, timeZone: zone })

// Every 7 h 13 min for a year from June 2027: each month, weekday and zone's midnight, a year's end and the
// leap day of 2028 among them.
const instants = Array.from(
  { length: (366 * 24 * 60) / 433 },
  (_, i) => new Date(Date.UTC(2027, 5, 1) + i * 433 * 60_000),
)

describe('local texts without Intl', () => {
  it('writes dates and times in each zone as Intl does', () => {
    for (const zone of zones) {
      const day = intlIn(zone, { weekday: 'long', day: 'numeric', month: 'short', year: 'numeric' })
      const time = intlIn(zone, { hour: '2-digit', minute: '2-digit' })
      const key = new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: zone,
      })
      for (const at of instants) {
        expect(formatDayIn(at, zone)).toBe(day.format(at))
        expect(formatTimeIn(at, zone)).toBe(`${time.format(at)} ${timeZones[zone]}`)
        expect(dayKey(at, zone)).toBe(key.format(at))
      }
    }
    const date = intlIn('Asia/Jakarta', { day: 'numeric', month: 'short', year: 'numeric' })
    const clock = intlIn('Asia/Jakarta', { hour: '2-digit', minute: '2-digit' })
    for (const at of instants) {
      expect(formatDate(at)).toBe(date.format(at))
      expect(formatDate(at.toISOString())).toBe(date.format(at))
      expect(formatDateTime(at)).toBe(`${date.format(at)}, ${clock.format(at)} WIB`)
    }
  })

  it('writes rupiah and distances as Intl does', () => {
    const whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })
    const tenth = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 })
    for (const n of [0, 7, 999, 1000, 1001, 12_345, 999_999, 1_299_000, 1_234_567_890, 0.5, 1299.5, 2.4]) {
      expect(formatIDR(n)).toBe(`Rp ${whole.format(Math.round(n))}`)
    }
    expect(formatIDR(1_299_000)).toBe('Rp 1.299.000')
    for (let km = 1; km < 2_000; km = km * 1.037 + 0.01) {
      expect(formatDistance(km)).toBe(`${(km < 10 ? tenth : whole).format(km)} km`)
    }
    expect([formatDistance(2.45), formatDistance(9.96), formatDistance(1250), formatDistance(0.853)]).toEqual(
      ['2,5 km', '10 km', '1.250 km', '850 m'],
    )
  })
})
