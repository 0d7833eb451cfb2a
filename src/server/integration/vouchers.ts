import { z } from 'zod'

import { holds, rowText, rupiahAmount } from './batch'
import { upsertBatch } from './upsert'
import { getPayloadClient } from '../payload'

/**
 * Vouchers from the retailer's CRM (issue 39), upserted by code: what the voucher claim reads. A voucher a
 * customer has claimed is the customer's record now: an update that would change it is refused.
 */
export const voucherRow = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{10,40}$/, '10 to 40 letters, digits or -'),
    title: rowText(120),
    description: z.string().trim().max(2000).optional(),
    value: rupiahAmount(),
    min_purchase: rupiahAmount().default(0),
    valid_from: z.iso.datetime({ offset: true, message: 'an ISO 8601 date-time' }),
    valid_until: z.iso.datetime({ offset: true, message: 'an ISO 8601 date-time' }),
    issued_to_name: rowText(200).optional(),
    issued_to_email: z.email('a valid e-mail address').max(254).optional(),
    status: z
      .enum(['active', 'void'], { message: 'active or void (claimed is set by the site)' })
      .default('active'),
  })
  .refine((v) => Date.parse(v.valid_until) > Date.parse(v.valid_from), {
    path: ['valid_until'],
    message: 'after valid_from',
  })

export type VoucherRow = z.input<typeof voucherRow>

export const upsertVouchers = async (rows: unknown[]) =>
  upsertBatch(
    await getPayloadClient(),
    {
      collection: 'vouchers',
      key: 'code',
      row: voucherRow,
      lookups: async () => null,
      toData: (row, _lookups, current) => {
        const data = {
          title: row.title,
          description: row.description ?? null,
          value: row.value,
          min_purchase: row.min_purchase,
          valid_from: new Date(row.valid_from).toISOString(),
          valid_until: new Date(row.valid_until).toISOString(),
          issued_to_name: row.issued_to_name ?? null,
          issued_to_email: row.issued_to_email?.toLowerCase() ?? null,
          status: row.status,
        }
        if (current?.status === 'claimed') {
          // Unchanged apart from the status the site set: nothing to do; anything else would rewrite a claim.
          const { status, ...rest } = data
          return status === 'active' && holds(current, rest)
            ? rest
            : 'code: this voucher was claimed; it cannot be changed'
        }
        return data
      },
    },
    rows,
  )
