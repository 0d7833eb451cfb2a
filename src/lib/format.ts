import { clockText, dateText, groupThousands, wallClock } from './zone-clock'

// Made by arithmetic, not Intl: this module is part of the home's, a product page's and a look's client code,
// where a first Intl formatter costs a phone a long task (zone-clock.ts).
const jakarta = 420

/** Prices in Indonesian rupiah without decimals: Rp 1.299.000 (spec §9). */
export function formatIDR(amount: number): string {
  return `Rp ${groupThousands(Math.round(amount))}`
}

/** Dates in Indonesian with a short month, in Jakarta time: 21 Nov 2026 (spec §9). */
export function formatDate(value: string | Date): string {
  return dateText(wallClock(value, jakarta))
}

/** Date and time in Jakarta: 21 Nov 2026, 14.00 WIB. */
export function formatDateTime(value: string | Date): string {
  const t = wallClock(value, jakarta)
  return `${dateText(t)}, ${clockText(t)} WIB`
}
