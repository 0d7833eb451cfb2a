/**
 * Store opening hours as staff type them ("Senin–Jumat" 10:00–21:00, "Sabtu–Minggu & libur nasional"
 * 10:00–22:00), read as weekdays, and whether a store is open at an instant in its own time zone.
 */
import { changesAt, nextLocalMinute } from './render-clock'
import { type TimeZone, timeZones, zoneOffsetMinutes } from './time-zone'
import { dayNames, wallClock } from './zone-clock'

export type OpeningHours = { days: string; open: string; close: string }

const schemaDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const dayIndex = (word: string) =>
  dayNames.findIndex((d) => d.toLowerCase() === word.toLowerCase().replace("'", ''))

/**
 * The weekdays a "days" text names: single days, ranges (Senin–Jumat, wrapping past Minggu) and lists.
 * "Setiap hari" is all.
 */
export function parseDays(text: string): number[] {
  if (/setiap hari|tiap hari|daily/i.test(text)) return [0, 1, 2, 3, 4, 5, 6]
  const days = new Set<number>()
  for (const part of text.split(/[,&/]| dan /)) {
    const words = part.match(/[A-Za-z']+/g) ?? []
    const named = words.map(dayIndex).filter((i) => i >= 0)
    if (named.length >= 2 && /[–—-]|s\.?d\.?|sampai/.test(part)) {
      for (let d = named[0]!; ; d = (d + 1) % 7) {
        days.add(d)
        if (d === named[1]) break
      }
    } else named.forEach((d) => days.add(d))
  }
  return [...days].sort()
}

const minutes = (hhmm: string) => {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(hhmm.trim())
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}
const clock = (hhmm: string) => hhmm.trim().replace(':', '.')

type WeekTable = ({ open: number; close: number; openText: string; closeText: string } | null)[]

/** Tables made, by their hours: stores share a few schedules, and pages read them again and again. */
const tables = new Map<string, WeekTable>()
const TABLES_KEPT = 256

/** Each weekday's hours (the first entry naming a day wins). */
function weekTable(hours: OpeningHours[]): WeekTable {
  const key = JSON.stringify(hours)
  const known = tables.get(key)
  if (known) return known
  const table: WeekTable = Array.from({ length: 7 }, () => null)
  for (const h of hours) {
    const open = minutes(h.open)
    const close = minutes(h.close)
    if (open === null || close === null) continue
    for (const d of parseDays(h.days))
      table[d] ??= { open, close, openText: clock(h.open), closeText: clock(h.close) }
  }
  if (tables.size >= TABLES_KEPT) tables.clear()
  tables.set(key, table)
  return table
}

export type OpenState = { open: boolean; text: string }

/**
 * "Buka · tutup pukul 21.00", "Tutup · buka pukul 10.00", "Tutup · buka Senin pukul 10.00", or null without
 * hours.
 */
export function openState(hours: OpeningHours[], zone: TimeZone, now = new Date()): OpenState | null {
  const table = weekTable(hours)
  if (table.every((d) => !d)) return null
  // By the zone's fixed offset, not Intl: the store list checks its stores in the browser (zone-clock.ts).
  const local = wallClock(now, zoneOffsetMinutes[zone])
  const day = local.weekday
  const minute = local.hour * 60 + local.minute
  const today = table[day]
  // The text changes when the store opens or closes today, else at midnight ("besok" becomes today).
  const next = [today?.open, today?.close].find((m) => m !== undefined && m > minute) ?? 1440
  changesAt(nextLocalMinute(now, zoneOffsetMinutes[zone], next))
  // The store's zone is named: a visitor in Jakarta reads a Bali store's "21.00" as 21.00 WITA.
  const z = timeZones[zone]
  if (today && minute >= today.open && minute < today.close)
    return { open: true, text: `Buka · tutup pukul ${today.closeText} ${z}` }
  if (today && minute < today.open) return { open: false, text: `Tutup · buka pukul ${today.openText} ${z}` }
  for (let i = 1; i <= 7; i++) {
    const next = table[(day + i) % 7]
    if (next)
      return {
        open: false,
        text: `Tutup · buka ${i === 1 ? 'besok' : dayNames[(day + i) % 7]} pukul ${next.openText} ${z}`,
      }
  }
  return null
}

/** schema.org openingHoursSpecification of a store. */
export function openingHoursSpecification(hours: OpeningHours[]) {
  return hours
    .map((h) => ({
      days: parseDays(h.days),
      opens: h.open.trim().replace('.', ':'),
      closes: h.close.trim().replace('.', ':'),
    }))
    .filter((h) => h.days.length && minutes(h.opens) !== null && minutes(h.closes) !== null)
    .map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => `https://schema.org/${schemaDays[d]}`),
      opens: h.opens,
      closes: h.closes,
    }))
}
