import { describe, expect, it } from 'vitest'

import { formatDistance } from '@/lib/geo'
import { openState, openingHoursSpecification, parseDays } from '@/lib/opening-hours'

const hours = [
  { days: 'Senin–Jumat', open: '10:00', close: '21:00' },
  { days: 'Sabtu–Minggu & libur nasional', open: '10:00', close: '22:00' },
]

describe('opening hours', () => {
  it('reads the days staff type', () => {
    expect(parseDays('Senin–Jumat')).toEqual([1, 2, 3, 4, 5])
    expect(parseDays('Sabtu–Minggu & libur nasional')).toEqual([0, 6])
    expect(parseDays('Jumat - Senin')).toEqual([0, 1, 5, 6])
    expect(parseDays('Senin, Rabu dan Jumat')).toEqual([1, 3, 5])
    expect(parseDays('Setiap hari')).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(parseDays('libur nasional')).toEqual([])
  })
  it("says open or closed in the store's own zone", () => {
    // Monday 23 Nov 2026, 12.00 WIB = 13.00 WITA = 14.00 WIT
    expect(openState(hours, 'Asia/Jakarta', new Date('2026-11-23T05:00:00Z'))).toEqual({
      open: true,
      text: 'Buka · tutup pukul 21.00 WIB',
    })
    // 20.30 WIB is open in Jakarta; the same instant is 22.30 WIT in Jayapura, closed until tomorrow.
    expect(openState(hours, 'Asia/Jakarta', new Date('2026-11-23T13:30:00Z'))!.open).toBe(true)
    expect(openState(hours, 'Asia/Jayapura', new Date('2026-11-23T13:30:00Z'))).toEqual({
      open: false,
      text: 'Tutup · buka besok pukul 10.00 WIT',
    })
    // 08.30 WITA on Monday: opens later today.
    expect(openState(hours, 'Asia/Makassar', new Date('2026-11-23T00:30:00Z'))).toEqual({
      open: false,
      text: 'Tutup · buka pukul 10.00 WITA',
    })
    // Saturday 21.30 WIB: the weekend hours apply (open until 22.00).
    expect(openState(hours, 'Asia/Jakarta', new Date('2026-11-28T14:30:00Z'))).toEqual({
      open: true,
      text: 'Buka · tutup pukul 22.00 WIB',
    })
    expect(
      openState(
        [{ days: 'Senin', open: '09:00', close: '17:00' }],
        'Asia/Jakarta',
        new Date('2026-11-24T05:00:00Z'),
      ),
    ).toEqual({ open: false, text: 'Tutup · buka Senin pukul 09.00 WIB' })
    expect(openState([], 'Asia/Jakarta')).toBeNull()
  })
  it('gives schema.org opening hours', () => {
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '10:00',
        closes: '21:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday', 'Saturday'].map((d) => `https://schema.org/${d}`),
        opens: '10:00',
        closes: '22:00',
      },
    ])
  })
  it('writes distances the Indonesian way', () => {
    expect(formatDistance(2.44)).toBe('2,4 km')
    expect(formatDistance(0.853)).toBe('850 m')
    expect(formatDistance(27.6)).toBe('28 km')
  })
})
