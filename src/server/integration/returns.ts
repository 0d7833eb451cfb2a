import { z } from 'zod'

import { getPayloadClient } from '../payload'
import { receiptNo } from '../warranty/steps'
import { holds, rowText, rupiahAmount } from './batch'
import { upsertBatch } from './upsert'

/**
 * Returns from the point of sale (issue 39), upserted by return number: what refund approval shows the
 * customer. Once the customer has decided a return through their link, it is their record: an update that
 * would change it is refused.
 */
export const returnRow = z.object({
  return_no: rowText(64),
  receipt_no: receiptNo,
  customer_name: rowText(200),
  reason: rowText(2000),
  amount: rupiahAmount(),
  refund_method: rowText(80),
  items: z
    .array(
      z.object({
        sku: rowText(64),
        name: rowText(200),
        qty: z.number().int().min(1).max(10_000).default(1),
        price: rupiahAmount(),
      }),
    )
    .max(500)
    .default([]),
})
export type ReturnRow = z.infer<typeof returnRow>

export const upsertReturns = async (rows: unknown[]) =>
  upsertBatch(
    await getPayloadClient(),
    {
      collection: 'returns',
      key: 'return_no',
      row: returnRow,
      lookups: async (valid: ReturnRow[], existing) => {
        const payload = await getPayloadClient()
        const numbers = [...new Set(valid.map((r) => r.receipt_no))]
        const ids = [...existing.values()].map((d) => d.id)
        const all = { limit: 0, pagination: false, depth: 0, overrideAccess: true } as const
        const [receipts, decisions] = await Promise.all([
          numbers.length
            ? payload.find({ collection: 'sales-receipts', where: { receipt_no: { in: numbers } }, ...all })
            : null,
          ids.length
            ? payload.find({ collection: 'refund-approvals', where: { return: { in: ids } }, ...all })
            : null,
        ])
        return {
          receiptByNo: new Map((receipts?.docs ?? []).map((r) => [r.receipt_no, r.id])),
          decided: new Set(
            (decisions?.docs ?? []).map((d) => (typeof d.return === 'object' ? d.return.id : d.return)),
          ),
        }
      },
      toData: (row, { receiptByNo, decided }, current) => {
        const receipt = receiptByNo.get(row.receipt_no)
        if (receipt === undefined) return `receipt_no: no receipt has the number ${row.receipt_no}`
        const data = {
          receipt,
          customer_name: row.customer_name,
          reason: row.reason,
          amount: row.amount,
          refund_method: row.refund_method,
          items: row.items,
        }
        if (current && decided.has(current.id))
          return holds(current, data)
            ? data
            : 'return_no: the customer has decided this return; it cannot be changed'
        return data
      },
    },
    rows,
  )
