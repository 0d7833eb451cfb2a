import { headers } from 'next/headers'
import { cache } from 'react'

import { paidRows } from '@/server/receipt/receipts'
import { getReturnDetail } from '@/server/refund/returns'
import { clientAddress } from '@/server/security/client-address'
import { consume } from '@/server/security/rate-limit'
import { linkProblemMessage, readCustomerLink, type CustomerLinkKind } from '@/server/trust/customer-links'
import { validateVoucher } from '@/server/voucher/vouchers'

/**
 * What a page opened from a customer link shows, read on the server with the same services as the calls
 * (the receipt's call needs the intranet header, so the browser never asks it). Three kinds of answer:
 * - `dead`: the link itself cannot be used (changed, expired, names nothing) → 404, no data;
 * - `closed`: a genuine link whose record allows nothing more (decided, unpaid, claimed…) → 200, no data;
 * - `open`: the record, to act on.
 * Each is read once per request (React cache): the segment's layout and its page share it.
 */
export type Dead = { kind: 'dead'; title: string; message: string }
export type Closed = { kind: 'closed'; title: string; message: string }

const noStaff = async () => false

/** A refusal of a call: a problem with the link itself (404), or an answer about the record. */
async function classify(
  kind: CustomerLinkKind,
  token: string,
  message: string,
  titleOf: (message: string) => string,
): Promise<Dead | Closed> {
  const link = await readCustomerLink(kind, token)
  if (!link.ok)
    return {
      kind: 'dead',
      title: link.problem === 'expired' ? 'Tautan sudah kedaluwarsa' : 'Tautan tidak valid',
      message: linkProblemMessage(link.problem),
    }
  // A signed link to a record that no longer exists reads like any dead link.
  if (message.startsWith('Tautan ini tidak valid'))
    return { kind: 'dead', title: 'Tautan tidak valid', message }
  return { kind: 'closed', title: titleOf(message), message }
}

/** A client opening customer records faster than a person reads them gets this instead of the record. */
async function throttled(): Promise<Closed | null> {
  const wait = await consume('personalPage', clientAddress(await headers()))
  return wait > 0
    ? {
        kind: 'closed',
        title: 'Terlalu banyak permintaan',
        message: `Terlalu banyak halaman dibuka dalam waktu singkat. Coba lagi dalam ${wait} detik.`,
      }
    : null
}

/** Path segments arrive percent-encoded; a token never needs decoding, but a mangled one must not throw. */
const tokenOf = (slug: string) => {
  try {
    return decodeURIComponent(slug).trim()
  } catch {
    return slug
  }
}

export const refundPageState = cache(async (slug: string) => {
  const limited = await throttled()
  if (limited) return limited
  const token = tokenOf(slug)
  const detail = await getReturnDetail({ token }, noStaff)
  if (detail.ok) return { kind: 'open' as const, token, detail: detail.data }
  return classify('refund', token, detail.message, (m) =>
    m.startsWith('Keputusan') ? 'Keputusan sudah tercatat' : 'Retur tidak dapat diproses',
  )
})

export type ReceiptView = {
  receipt_no: string
  store: { code: string; name: string } | null
  purchased_at: string
  total_paid: number
  rows: {
    sku: string
    name: string
    qty: number
    price: number
    subtotal: number
    serial_no: string | null
  }[]
}

export const receiptPageState = cache(async (slug: string) => {
  const limited = await throttled()
  if (limited) return limited
  const token = tokenOf(slug)
  const rows = await paidRows({ token }, noStaff)
  if (rows.ok) return { kind: 'open' as const, token, receipt: rows.data as ReceiptView }
  const state = await classify('receipt', token, rows.message, (m) =>
    m.includes('belum lunas') ? 'Struk belum lunas' : 'Struk tidak dapat ditampilkan',
  )
  return state.kind === 'closed'
    ? {
        ...state,
        message: `${state.message} Rinciannya tampil di sini setelah pembayaran lunas; bila Anda sudah membayar, hubungi layanan pelanggan.`,
      }
    : state
})

/** Before its claim a voucher's page knows no code: the check by link does not give it. */
export type VoucherView = {
  title: string
  description: string | null
  value: number
  min_purchase: number
  valid_from: string
  valid_until: string
  issued_to: string | null
}

const voucherTitle = (m: string) =>
  m.includes('sudah diklaim')
    ? 'Voucher sudah diklaim'
    : m.includes('kedaluwarsa')
      ? 'Voucher sudah kedaluwarsa'
      : m.includes('belum bisa digunakan')
        ? 'Voucher belum berlaku'
        : m.includes('tidak berlaku')
          ? 'Voucher tidak berlaku'
          : m.includes('Terlalu banyak')
            ? 'Terlalu banyak percobaan'
            : 'Voucher tidak dapat diklaim'

export const voucherPageState = cache(async (slug: string) => {
  const limited = await throttled()
  if (limited) return limited
  const token = tokenOf(slug)
  // The same check as the call, guess throttling included (a bad link counts as a failed guess).
  const checked = await validateVoucher(
    { token, action: 'check' },
    { client: clientAddress(await headers()), isStaff: noStaff },
    'website',
  )
  if (checked.ok) return { kind: 'open' as const, token, voucher: checked.data as unknown as VoucherView }
  const state = await classify('voucher', token, checked.message, voucherTitle)
  return state.kind === 'closed' && checked.message.includes('sudah diklaim')
    ? {
        ...state,
        message: `${state.message} Kode vouchernya kami kirim ke email penerima saat diklaim; tunjukkan kode dari email itu di kasir.`,
      }
    : state
})
