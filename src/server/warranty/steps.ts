import { z } from 'zod'

import { emailField, nameField, phoneField } from '../contract/fields'

/**
 * The warranty forms' steps, one schema each, shared by the pages (in the browser) and the calls
 * (`schemas.ts` builds the call bodies from them). Nothing here may import server code.
 */
const code = (label: string) =>
  z.string({ message: `${label} wajib diisi` }).trim().min(4, `${label} wajib diisi`).max(40, `${label} terlalu panjang`).transform((v) => v.toUpperCase())

export const receiptNo = code('Nomor struk')
export const serialNo = code('Nomor seri')

/** Step 1 of registration and the finding step of a claim: the purchase. */
export const purchaseStep = z.object({ receipt_no: receiptNo, serial_no: serialNo })

/** Step 2: the code e-mailed to the receipt's (or owner's) address. */
export const codeStep = z.object({ code: z.string({ message: 'Kode verifikasi wajib diisi' }).trim().regex(/^\d{6}$/, 'Kode verifikasi terdiri dari 6 angka') })

/** Step 3 of registration: the owner and the address, the area picked from the official list. */
export const ownerStep = z.object({
  customer_name: nameField,
  email: emailField,
  phone: phoneField,
  address: z.string({ message: 'Alamat wajib diisi' }).trim().min(10, 'Alamat minimal 10 karakter').max(300, 'Alamat maksimal 300 karakter'),
  kelurahan: z.string({ message: 'Kelurahan wajib diisi' }).trim().min(2, 'Pilih kelurahan dari daftar').max(80),
  kecamatan: z.string({ message: 'Kecamatan wajib diisi' }).trim().min(2, 'Pilih kelurahan dari saran agar kecamatan terisi').max(80),
  city: z.string({ message: 'Kota wajib diisi' }).trim().min(2, 'Kota wajib diisi').max(80),
  province: z.string({ message: 'Provinsi wajib diisi' }).trim().min(2, 'Provinsi wajib diisi').max(80),
  postal_code: z.string().trim().regex(/^\d{5}$/, 'Kode pos terdiri dari 5 angka').optional().or(z.literal('')),
})
export type OwnerInput = z.input<typeof ownerStep>
