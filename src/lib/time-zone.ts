import { clockText, dateText, dayKeyText, dayNames, wallClock } from './zone-clock'

/**
 * Indonesia's three time zones. A store keeps its zone; by default it follows the store's province
 * (Bali, Nusa Tenggara, east and north Kalimantan and Sulawesi are WITA; Maluku and Papua are WIT).
 */
export const timeZones = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
} as const

export type TimeZone = keyof typeof timeZones

/** Each zone's offset from UTC in minutes (none of them keeps summer time). */
export const zoneOffsetMinutes: Record<TimeZone, number> = {
  'Asia/Jakarta': 420,
  'Asia/Makassar': 480,
  'Asia/Jayapura': 540,
}

const witaProvinces = [
  'bali',
  'nusa tenggara barat',
  'nusa tenggara timur',
  'ntb',
  'ntt',
  'kalimantan selatan',
  'kalimantan timur',
  'kalimantan utara',
  'sulawesi',
  'gorontalo',
]
const witProvinces = ['maluku', 'papua']
/** Cities of WITA and WIT, for events and stores whose province is not known. */
const witaCities = [
  'denpasar',
  'badung',
  'gianyar',
  'mataram',
  'kupang',
  'banjarmasin',
  'banjarbaru',
  'balikpapan',
  'samarinda',
  'tarakan',
  'makassar',
  'manado',
  'palu',
  'kendari',
  'gorontalo',
  'mamuju',
]
const witCities = ['jayapura', 'ambon', 'sorong', 'ternate', 'merauke', 'manokwari', 'timika', 'nabire']

export function isTimeZone(value: unknown): value is TimeZone {
  return typeof value === 'string' && value in timeZones
}

/** The zone of a place from its province (or, failing that, its city); WIB when neither tells. */
export function zoneForPlace(province?: string | null, city?: string | null): TimeZone {
  const p = (province ?? '').toLowerCase()
  if (witProvinces.some((w) => p.includes(w))) return 'Asia/Jayapura'
  if (witaProvinces.some((w) => p.includes(w))) return 'Asia/Makassar'
  const c = (city ?? '').toLowerCase()
  if (!p && witCities.some((w) => c.includes(w))) return 'Asia/Jayapura'
  if (!p && witaCities.some((w) => c.includes(w))) return 'Asia/Makassar'
  return 'Asia/Jakarta'
}

// Local times by each zone's fixed offset, not Intl: forms that show event times and dates run this in the
// browser, where a first Intl formatter is a long task (zone-clock.ts).
const local = (value: string | Date, zone: TimeZone) => wallClock(value, zoneOffsetMinutes[zone])

/** 14.00 WITA */
export function formatTimeIn(value: string | Date, zone: TimeZone): string {
  return `${clockText(local(value, zone))} ${timeZones[zone]}`
}

/** Sabtu, 5 Des 2026 */
export function formatDayIn(value: string | Date, zone: TimeZone): string {
  const t = local(value, zone)
  return `${dayNames[t.weekday]}, ${dateText(t)}`
}

/** Sabtu, 5 Des 2026, 14.00–16.00 WITA (the end's day is named when it differs). */
export function formatEventTime(start: string | Date, end: string | Date, zone: TimeZone): string {
  const sameDay = dayKey(start, zone) === dayKey(end, zone)
  const from = clockText(local(start, zone))
  if (sameDay) return `${formatDayIn(start, zone)}, ${from}–${formatTimeIn(end, zone)}`
  return `${formatDayIn(start, zone)}, ${from} – ${formatDayIn(end, zone)}, ${formatTimeIn(end, zone)}`
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function dayKey(value: string | Date, zone: TimeZone): string {
  return dayKeyText(local(value, zone))
}
