import { z } from 'zod'

import { getPayloadClient } from '../payload'
import { receiptNo, serialNo } from '../warranty/steps'
import { rowText, rupiahAmount } from './batch'
import { upsertBatch } from './upsert'

/**
 * Sales receipts from the point of sale (issue 39), upserted by receipt number. They are what warranty
 * registration and the receipt page read, so a receipt's items name catalogue products by SKU and an
 * update never takes away a serial number a warranty is already registered on.
 */
export const receiptRow = z.object({
  // Stored as a shopper's lookup writes them (src/server/warranty/steps.ts): "str 2026 00012" is
  // STR-2026-00012 and serial "SN-0012 3" is SN00123, so what the till prints is what the forms find.
  receipt_no: receiptNo,
  purchased_at: z.iso.datetime({
    offset: true,
    message: 'an ISO 8601 date-time, e.g. 2026-11-24T10:15:00+07:00',
  }),
  store_code: rowText(32),
  customer_name: rowText(200).optional(),
  customer_email: z.email('a valid e-mail address').max(254).optional(),
  customer_phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/, 'digits, spaces, - and an optional leading +')
    .optional(),
  is_paid: z.boolean().default(true),
  total: rupiahAmount().optional(),
  items: z
    .array(
      z.object({
        sku: rowText(64),
        name: rowText(200).optional(),
        qty: z.number().int().min(1).max(10_000).default(1),
        price: rupiahAmount(),
        serial_no: serialNo.optional(),
        label_paid: z.boolean().default(true),
      }),
    )
    .min(1, 'a receipt has at least one item')
    .max(500),
})
export type ReceiptRow = z.infer<typeof receiptRow>

type Product = { id: number; sku: string; name: string }

export const upsertReceipts = async (rows: unknown[]) =>
  upsertBatch(
    await getPayloadClient(),
    {
      collection: 'sales-receipts',
      key: 'receipt_no',
      row: receiptRow,
      lookups: async (valid: ReceiptRow[]) => {
        const payload = await getPayloadClient()
        const storeCodes = [...new Set(valid.map((r) => r.store_code))]
        const skus = [...new Set(valid.flatMap((r) => r.items.map((i) => i.sku)))]
        const numbers = valid.map((r) => r.receipt_no)
        const all = { limit: 0, pagination: false, depth: 0, overrideAccess: true } as const
        const [stores, products, registered] = await Promise.all([
          storeCodes.length
            ? payload.find({ collection: 'stores', where: { code: { in: storeCodes } }, ...all })
            : null,
          skus.length ? payload.find({ collection: 'products', where: { sku: { in: skus } }, ...all }) : null,
          numbers.length
            ? payload.find({
                collection: 'warranty-registrations',
                where: { receipt_no: { in: numbers } },
                select: { receipt_no: true, serial_no: true },
                ...all,
              })
            : null,
        ])
        const registeredSerials = new Map<string, Set<string>>()
        for (const r of (registered?.docs ?? []) as { receipt_no: string; serial_no: string }[])
          registeredSerials.set(
            r.receipt_no,
            (registeredSerials.get(r.receipt_no) ?? new Set()).add(r.serial_no),
          )
        return {
          storeByCode: new Map((stores?.docs ?? []).map((s) => [s.code, s.id])),
          productBySku: new Map((products?.docs ?? []).map((p) => [p.sku, p as Product])),
          registeredSerials,
        }
      },
      toData: (row, { storeByCode, productBySku, registeredSerials }) => {
        const store = storeByCode.get(row.store_code)
        if (store === undefined) return `store_code: no store has the code ${row.store_code}`
        const missing = row.items.findIndex((i) => !productBySku.has(i.sku))
        if (missing >= 0) return `items.${missing}.sku: no product has the SKU ${row.items[missing]!.sku}`
        const serials = new Set(row.items.flatMap((i) => (i.serial_no ? [i.serial_no] : [])))
        const lost = [...(registeredSerials.get(row.receipt_no) ?? [])].find((serial) => !serials.has(serial))
        if (lost)
          return `items: serial ${lost} has a warranty registered on this receipt, so it cannot be removed`
        return {
          store,
          purchased_at: new Date(row.purchased_at).toISOString(),
          customer_name: row.customer_name ?? null,
          customer_email: row.customer_email?.toLowerCase() ?? null,
          customer_phone: row.customer_phone ?? null,
          is_paid: row.is_paid,
          total: row.total ?? row.items.reduce((sum, i) => sum + i.price * i.qty, 0),
          items: row.items.map((i) => ({
            product: productBySku.get(i.sku)!.id,
            sku: i.sku,
            name: i.name ?? productBySku.get(i.sku)!.name,
            qty: i.qty,
            price: i.price,
            serial_no: i.serial_no ?? null,
            label_paid: i.label_paid,
          })),
        }
      },
    },
    rows,
  )
