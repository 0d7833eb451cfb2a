/**
 * Months of the events calendar: parsing `?bulan=2026-12`, the month's days and its week grid (weeks start on
 * Monday).
 */
export type Month = { year: number; month: number } // month 1–12

const pad = (n: number) => String(n).padStart(2, '0')

export const monthKey = (m: Month) => `${m.year}-${pad(m.month)}`

/** A YYYY-MM value within a sane range, else null. */
export function parseMonth(value: string | undefined | null): Month | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '')
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return null
  return { year, month }
}

export function addMonths(m: Month, n: number): Month {
  const index = m.year * 12 + (m.month - 1) + n
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

const daysIn = (m: Month) => new Date(Date.UTC(m.year, m.month, 0)).getUTCDate()

/** First and last day of the month, as the event query's date_from / date_to. */
export function monthRange(m: Month): { date_from: string; date_to: string } {
  return { date_from: `${monthKey(m)}-01`, date_to: `${monthKey(m)}-${pad(daysIn(m))}` }
}

/** "Desember 2026" */
export function monthLabel(m: Month): string {
  return new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(m.year, m.month - 1, 1)),
  )
}

/** The month of a YYYY-MM-DD day. */
export const monthOfDay = (day: string): Month => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
})

/** Weeks of the month grid, Monday first; days outside the month are null. */
export function monthWeeks(m: Month): (string | null)[][] {
  const first = new Date(Date.UTC(m.year, m.month - 1, 1)).getUTCDay() // 0 = Sunday
  const lead = (first + 6) % 7
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let d = 1; d <= daysIn(m); d++) cells.push(`${monthKey(m)}-${pad(d)}`)
  while (cells.length % 7) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

export const weekdayNames = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']
