// Each Intl formatter is made once: making one costs tens of microseconds (ICU), and a product page formats
// dozens of prices and times (its 54 stores' report times among them).
const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })
const date = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
})
const clock = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
})

/** Prices in Indonesian rupiah without decimals: Rp 1.299.000 (spec §9). */
export function formatIDR(amount: number): string {
  return `Rp ${rupiah.format(Math.round(amount))}`
}

/** Dates in Indonesian with a short month, in Jakarta time: 21 Nov 2026 (spec §9). */
export function formatDate(value: string | Date): string {
  return date.format(new Date(value))
}

/** Date and time in Jakarta: 21 Nov 2026, 14.00 WIB. */
export function formatDateTime(value: string | Date): string {
  const d = new Date(value)
  return `${formatDate(d)}, ${clock.format(d)} WIB`
}
