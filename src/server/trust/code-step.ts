import { z } from 'zod'

/** The 6-digit code of an e-mail verification, as every stepped form asks for it (browser-safe). */
// Spaces and dashes are dropped: codes are often pasted as "123 456".
export const codeStep = z.object({
  code: z
    .string({ message: 'Kode verifikasi wajib diisi' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Kode verifikasi terdiri dari 6 angka')),
})
