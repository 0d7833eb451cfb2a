import { firstParam } from './search-params'
import { routes, withQuery } from './routes'

/**
 * Pure helpers of the pages opened from signed customer links (/refund, /detail_receipt, /voucher-claim)
 * and of the /register pre-fill they lead to. No personal data goes in a URL here: receipt and serial
 * numbers are printed on the receipt and the product label, not facts about a person.
 */

/**
 * The /register address pre-filled with one receipt line (read once by the form, then removed from the URL).
 */
export const registerPrefillHref = (receiptNo: string, serialNo: string) =>
  withQuery(routes.register, { receipt_no: receiptNo, serial_no: serialNo })

/** The receipt and serial number a /register address carries, or null when it carries neither. */
export function readRegisterPrefill(search: string): { receipt_no: string; serial_no: string } | null {
  const query = new URLSearchParams(search)
  const receipt_no = firstParam(query.get('receipt_no') ?? undefined, 40)
  const serial_no = firstParam(query.get('serial_no') ?? undefined, 40)
  return receipt_no || serial_no ? { receipt_no: receipt_no ?? '', serial_no: serial_no ?? '' } : null
}

/** A voucher code in groups of four, as read aloud at the till: "678V W29T BZYR". */
export const groupVoucherCode = (code: string) =>
  code
    .replace(/\s+/g, '')
    .match(/.{1,4}/g)
    ?.join(' ') ?? ''

/**
 * One SVG path drawing the dark modules of a QR code (qrcode's `create(...).modules`): a square of
 * `size` × `size` cells, row by row, each a 1 × 1 square at its cell. Draw it in a viewBox with a margin.
 */
export function qrModulesPath(modules: { size: number; data: ArrayLike<number | boolean> }): string {
  const parts: string[] = []
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++)
      if (modules.data[y * modules.size + x]) parts.push(`M${x} ${y}h1v1h-1z`)
  }
  return parts.join('')
}

/** Pages whose one segment after the prefix is a customer link's token: their crumb, never the token. */
export const tokenPageLabels: Record<string, string> = {
  refund: 'Persetujuan Pengembalian Dana',
  detail_receipt: 'Detail Struk',
  'voucher-claim': 'Klaim Voucher',
}
