/**
 * Wall-clock readings and Indonesian number and date texts made by arithmetic, not `Intl`. A page's first
 * `Intl` formatter loads ICU's locale and zone data: 110–200 ms at Lighthouse's 4× CPU slowdown, one long
 * task inside hydration (CPU profiles of the home and the store list, stop 71). Indonesia's three zones keep
 * no summer time, so a fixed offset gives the local time exactly; tests/unit/zone-clock.test.ts holds every
 * text to what `Intl` writes for it.
 */

export type WallClock = {
  year: number
  month: number
  day: number
  weekday: number
  hour: number
  minute: number
}

/** An instant's calendar and clock `offsetMinutes` east of UTC; month 0–11, weekday 0 = Sunday. */
export function wallClock(value: string | number | Date, offsetMinutes: number): WallClock {
  const local = new Date(new Date(value).getTime() + offsetMinutes * 60_000)
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  }
}

/** Indonesian weekday names, Sunday = 0 as in Date.getDay(). */
export const dayNames = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const
/** Indonesian short month names, as `Intl` writes them for id-ID. */
export const shortMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
]

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** "14.05" (id-ID writes a full stop between hours and minutes). */
export const clockText = (t: WallClock) => `${twoDigits(t.hour)}.${twoDigits(t.minute)}`

/** "5 Des 2026" */
export const dateText = (t: WallClock) => `${t.day} ${shortMonths[t.month]} ${t.year}`

/** "2026-12-05" */
export const dayKeyText = (t: WallClock) => `${t.year}-${twoDigits(t.month + 1)}-${twoDigits(t.day)}`

/** An integer with id-ID's thousands separator: 1.299.000 */
export function groupThousands(n: number): string {
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, '.')
  return n < 0 ? `-${digits}` : digits
}

/** A non-negative number with at most one decimal, id-ID style: 2,4 — 2 — 1.250 */
export function oneDecimal(n: number): string {
  const [whole, tenth] = n.toFixed(1).split('.') as [string, string]
  const grouped = groupThousands(Number(whole))
  return tenth === '0' ? grouped : `${grouped},${tenth}`
}
