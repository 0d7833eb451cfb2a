import { z } from 'zod'

import { emailField, nameField, phoneField } from '../contract/fields'
import { contactTimes, problemCategories } from '@/lib/warranty-choices'
import { dayKey } from '@/lib/time-zone'

/**
 * The warranty forms' steps, one schema each, shared by the pages (in the browser) and the calls
 * (`schemas.ts` builds the call bodies from them). Nothing here may import server code.
 */
const code = (label: string, clean: (v: string) => string) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .max(60, `${label} terlalu panjang`)
    .transform((v) => clean(v.toUpperCase()))
    .pipe(z.string().min(4, `${label} wajib diisi`).max(40, `${label} terlalu panjang`))

/** Typed as printed: "STR 2026 00012" or "STR - 2026-00012" → STR-2026-00012. */
export const receiptNo = code('Nomor struk', (v) => v.replace(/\s*[\s-]\s*/g, '-'))
/**
 * Typed as printed on the label: "S/N: SN001201 23456" → SN00120123456 (prefix, spaces and dashes dropped).
 */
export const serialNo = code('Nomor seri', (v) => v.replace(/^S\/N\s*[:.]?\s*/, '').replace(/[\s-]+/g, ''))

/** As on the certificate and the e-mail: "grn 000123 7kq2" → GRN-000123-7KQ2. */
export const registrationNoField = code('Nomor registrasi', (v) =>
  v.replace(/[\s-]+/g, '').replace(/^GRN(\d{6,})([0-9A-Z]{4})$/, 'GRN-$1-$2'),
).pipe(z.string().regex(/^GRN-\d{6,}-[0-9A-Z]{4}$/, 'Nomor registrasi tertulis seperti GRN-000123-7KQ2'))

/** Step 1 of registration and the finding step of a claim: the purchase. */
export const purchaseStep = z.object({ receipt_no: receiptNo, serial_no: serialNo })

/** The other finding step of a claim: the registration number alone. */
export const registrationStep = z.object({ registration_no: registrationNoField })

/** Step 2: the code e-mailed to the receipt's (or owner's) address. */
export { codeStep } from '../trust/code-step'

/** Step 3 of registration: the owner and the address, the area picked from the official list. */
export const ownerStep = z.object({
  customer_name: nameField,
  email: emailField,
  phone: phoneField,
  address: z
    .string({ message: 'Alamat wajib diisi' })
    .trim()
    .min(10, 'Alamat minimal 10 karakter')
    .max(300, 'Alamat maksimal 300 karakter'),
  kelurahan: z
    .string({ message: 'Kelurahan wajib diisi' })
    .trim()
    .min(2, 'Pilih kelurahan dari daftar')
    .max(80),
  kecamatan: z
    .string({ message: 'Kecamatan wajib diisi' })
    .trim()
    .min(2, 'Pilih kelurahan dari saran agar kecamatan terisi')
    .max(80),
  city: z.string({ message: 'Kota wajib diisi' }).trim().min(2, 'Kota wajib diisi').max(80),
  province: z.string({ message: 'Provinsi wajib diisi' }).trim().min(2, 'Provinsi wajib diisi').max(80),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Kode pos terdiri dari 5 angka')
    .optional()
    .or(z.literal('')),
})
export type OwnerInput = z.input<typeof ownerStep>

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]]

/** Local calendar day in Jakarta, YYYY-MM-DD. */
const jakartaToday = () => dayKey(new Date(), 'Asia/Jakarta')

/** The claim itself (photos are checked apart: as files in the browser, from their bytes on the server). */
export const claimStep = z.object({
  problem_category: z.enum(values(problemCategories), { message: 'Pilih jenis kerusakan' }),
  problem: z
    .string({ message: 'Deskripsi kerusakan wajib diisi' })
    .trim()
    .min(20, 'Jelaskan kerusakan minimal 20 karakter')
    .max(2000, 'Deskripsi maksimal 2000 karakter'),
  started_on: z
    .string({ message: 'Tanggal mulai rusak wajib diisi' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Isi tanggal mulai rusak')
    .refine((v) => v <= jakartaToday(), 'Tanggal mulai rusak tidak boleh di masa depan'),
  contact_time: z.enum(values(contactTimes), { message: 'Pilih waktu yang nyaman untuk dihubungi' }),
})
export type ClaimInput = z.input<typeof claimStep>
