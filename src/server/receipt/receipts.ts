import { z } from 'zod'

import { type CallData, defineCall } from '../contract/call'
import type { Outcome } from '../contract/outcome'
import { findOne } from '../data/find'
import { linkTokenField, recordFromLinkOrStaff, tokenOrNumber } from '../trust/access'
import type { Store } from '@/payload-types'
import { populated } from '../data/relation'

export const paidRowsBody = z
  .object({
    token: linkTokenField.optional(),
    receipt_no: z
      .string({ message: 'Nomor struk wajib diisi' })
      .trim()
      .min(4, 'Nomor struk wajib diisi')
      .max(40)
      .transform((v) => v.toUpperCase())
      .optional(),
  })
  .refine((v) => v.token || v.receipt_no, tokenOrNumber('receipt_no'))

export const paidRowsCall = defineCall({
  method: 'POST',
  path: '/apireceipt/api/label_paid_getrows',
  tag: 'Receipts',
  body: paidRowsBody,
  access: 'intranet',
  write: true,
  summary:
    "The paid rows of a receipt (needs the Intranet header): items with quantity, price and serial number. Named by the customer link's token; receipt_no alone needs a staff session.",
  output: z.strictObject({
    receipt_no: z.string(),
    store: z.strictObject({ code: z.string(), name: z.string() }).nullable(),
    purchased_at: z.string(),
    rows: z.array(
      z.strictObject({
        sku: z.string(),
        name: z.string(),
        qty: z.number().int(),
        price: z.number(),
        subtotal: z.number(),
        serial_no: z.string().nullable(),
      }),
    ),
    total_paid: z.number().describe('Whole rupiah'),
  }),
  refuses: true,
})

export async function paidRows(
  input: z.infer<typeof paidRowsBody>,
  isStaff: () => Promise<boolean>,
): Promise<Outcome<CallData<typeof paidRowsCall>>> {
  const access = await recordFromLinkOrStaff(
    'receipt',
    { token: input.token, number: input.receipt_no },
    isStaff,
  )
  if (!access.ok) return access
  const receipt = await findOne('sales-receipts', { receipt_no: { equals: access.ref } }, { depth: 1 })
  if (!receipt)
    return {
      ok: false,
      message: access.byLink
        ? 'Tautan ini tidak valid. Hubungi layanan pelanggan Rumah Loka.'
        : 'Nomor struk tidak ditemukan.',
    }
  if (!receipt.is_paid) return { ok: false, message: 'Struk ini belum lunas.' }
  const rows = receipt.items
    .filter((i) => i.label_paid !== false)
    .map((i) => ({
      sku: i.sku,
      name: i.name,
      qty: i.qty,
      price: i.price,
      subtotal: i.qty * i.price,
      serial_no: i.serial_no ?? null,
    }))
  const store = populated<Store>(receipt.store)
  return {
    ok: true,
    message: 'Success',
    data: {
      receipt_no: receipt.receipt_no,
      store: store ? { code: store.code, name: store.name } : null,
      purchased_at: receipt.purchased_at,
      rows,
      total_paid: rows.reduce((a, r) => a + r.subtotal, 0),
    },
  }
}
