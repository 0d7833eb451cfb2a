import { z } from 'zod'

// The customer-link forms' own checks, apart from the forms so zod loads only when a form is first used.

/** A voucher code typed by hand. */
export const voucherCodeForm = z.object({
  code: z.string().trim().min(4, 'Kode voucher wajib diisi').max(40, 'Kode voucher terlalu panjang'),
})

/** The refund decision: approve or reject, with an optional note. */
export const decisionForm = z.object({
  decision: z
    .enum(['approved', 'rejected'])
    .nullish()
    .transform((v, ctx) => {
      if (v) return v
      ctx.addIssue({
        code: 'custom',
        message: 'Pilih apakah Anda menyetujui atau menolak pengembalian dana ini',
      })
      return z.NEVER
    }),
  note: z.string().trim().max(500, 'Catatan maksimal 500 karakter'),
})
