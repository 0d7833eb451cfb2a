/** Prices in Indonesian rupiah without decimals: Rp 1.299.000 (spec §9). */
export function formatIDR(amount: number): string {
  const digits = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(Math.round(amount))
  return `Rp ${digits}`
}

/** Dates in Indonesian with a short month, in Jakarta time: 21 Nov 2026 (spec §9). */
export function formatDate(value: string | Date): string {
  return new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(value))
}

/** Date and time in Jakarta: 21 Nov 2026, 14.00 WIB. */
export function formatDateTime(value: string | Date): string {
  const d = new Date(value)
  const time = new Intl.DateTimeFormat('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  }).format(d)
  return `${formatDate(d)}, ${time} WIB`
}
