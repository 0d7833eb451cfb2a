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

/** Formatters made once per locale, zone and options (making one costs tens of microseconds). */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterFor(locale: string, zone: TimeZone, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter)
    formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone })))
  return formatter
}

const parts = (value: string | Date, zone: TimeZone, options: Intl.DateTimeFormatOptions) =>
  formatterFor('id-ID', zone, options).format(new Date(value))

/** 14.00 WITA */
export function formatTimeIn(value: string | Date, zone: TimeZone): string {
  return `${parts(value, zone, { hour: '2-digit', minute: '2-digit' })} ${timeZones[zone]}`
}

/** Sabtu, 5 Des 2026 */
export function formatDayIn(value: string | Date, zone: TimeZone): string {
  return parts(value, zone, { weekday: 'long', day: 'numeric', month: 'short', year: 'numeric' })
}

/** Sabtu, 5 Des 2026, 14.00–16.00 WITA (the end's day is named when it differs). */
export function formatEventTime(start: string | Date, end: string | Date, zone: TimeZone): string {
  const sameDay = dayKey(start, zone) === dayKey(end, zone)
  const from = parts(start, zone, { hour: '2-digit', minute: '2-digit' })
  if (sameDay) return `${formatDayIn(start, zone)}, ${from}–${formatTimeIn(end, zone)}`
  return `${formatDayIn(start, zone)}, ${from} – ${formatDayIn(end, zone)}, ${formatTimeIn(end, zone)}`
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function dayKey(value: string | Date, zone: TimeZone): string {
  return formatterFor('en-CA', zone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(value),
  )
}
