import { z } from 'zod'

import { defineCall } from '../contract/call'
import { getPayloadClient } from '../payload'
import type { Store } from '@/payload-types'
import type { Outcome } from '../contract/outcome'

export const paidRowsBody = z.object({
  receipt_no: z.string({ message: 'Nomor struk wajib diisi' }).trim().min(4, 'Nomor struk wajib diisi').max(40).transform((v) => v.toUpperCase()),
})

export const paidRowsCall = defineCall({
  method: 'POST', path: '/apireceipt/api/label_paid_getrows', tag: 'Receipts', body: paidRowsBody, access: 'intranet',
  summary: 'The paid rows of a receipt (needs the Intranet header): items with quantity, price and serial number.',
  answer: '{ receipt_no, store, purchased_at, rows: { sku, name, qty, price, subtotal, serial_no }[], total_paid }',
})

export async function paidRows(input: z.infer<typeof paidRowsBody>): Promise<Outcome<Record<string, unknown>>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'sales-receipts', where: { receipt_no: { equals: input.receipt_no } }, limit: 1, depth: 1, overrideAccess: true })
  const receipt = docs[0]
  if (!receipt) return { ok: false, message: 'Nomor struk tidak ditemukan.' }
  if (!receipt.is_paid) return { ok: false, message: 'Struk ini belum lunas.' }
  const rows = receipt.items.filter((i) => i.label_paid !== false).map((i) => ({ sku: i.sku, name: i.name, qty: i.qty, price: i.price, subtotal: i.qty * i.price, serial_no: i.serial_no ?? null }))
  const store = typeof receipt.store === 'object' ? (receipt.store as Store) : null
  return {
    ok: true, message: 'Success',
    data: { receipt_no: receipt.receipt_no, store: store ? { code: store.code, name: store.name } : null, purchased_at: receipt.purchased_at, rows, total_paid: rows.reduce((a, r) => a + r.subtotal, 0) },
  }
}
