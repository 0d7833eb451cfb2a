import { z } from 'zod'

import { claimStates, type ClaimState } from '@/lib/claim-states'
import { defineCall } from '../contract/call'
import { challengeSchema } from '../trust/verification'
import { imageFile } from '../contract/uploads'
import { verificationTokenField } from '../trust/access'
import { claimStep, ownerStep, purchaseStep, registrationNoField } from './steps'

export const validateWarrantyBody = purchaseStep

const proofRequired = z.string({ message: 'Verifikasi email diperlukan' }).pipe(verificationTokenField)

export const registerWarrantyBody = purchaseStep.extend({
  /** Proof that the person controls the e-mail on the receipt (code sent by the validate call). */
  verification_token: proofRequired,
  ...ownerStep.shape,
})

/** Found by the registration number, or by receipt and serial number. */
export const warrantyDetailBody = purchaseStep
  .partial()
  .extend({
    registration_no: registrationNoField.optional(),
    verification_token: verificationTokenField.optional(),
    send_code: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
    /**
     * Where send_code sends: the registered owner's e-mail (default) or the e-mail on the receipt (the
     * buyer's, already proven once).
     */
    send_to: z.enum(['owner', 'receipt'], { message: 'send_to must be owner or receipt' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.registration_no) return
    if (!body.receipt_no)
      ctx.addIssue({
        code: 'custom',
        path: ['receipt_no'],
        message: 'Nomor struk wajib diisi, atau isi nomor registrasi',
      })
    if (!body.serial_no)
      ctx.addIssue({
        code: 'custom',
        path: ['serial_no'],
        message: 'Nomor seri wajib diisi, atau isi nomor registrasi',
      })
  })

export const claimWarrantyBody = validateWarrantyBody.extend({
  /**
   * Proof that the person controls the owner's e-mail (detail call with send_code) or the receipt's (just
   * registered).
   */
  verification_token: proofRequired,
  ...claimStep.shape,
  photos: z
    .union([imageFile('photos'), z.array(imageFile('photos'))], { message: 'Unggah minimal 1 foto produk' })
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .refine((v) => v.length >= 1 && v.length <= 5, 'Unggah 1 sampai 5 foto'),
})

export const postalQuery = z.object({
  kelurahan: z
    .string({ message: 'kelurahan is required' })
    .trim()
    .min(3, 'kelurahan needs at least 3 letters')
    .max(60, 'kelurahan is too long'),
})

const claimStateSchema = z.enum(Object.keys(claimStates) as [ClaimState, ...ClaimState[]])

export const validateWarrantyCall = defineCall({
  method: 'POST',
  path: '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE',
  tag: 'Warranty',
  body: validateWarrantyBody,
  write: true,
  summary:
    'Checks a receipt number and product serial number against the sales records: eligible, or why not (an unknown receipt and a serial not on it answer alike). When eligible, sends a verification code to the e-mail on the receipt.',
  output: z.strictObject({
    eligible: z.literal(true),
    receipt_no: z.string(),
    serial_no: z.string(),
    product: z.strictObject({ name: z.string(), sku: z.string() }),
    store: z.string().nullable(),
    purchased_at: z.string(),
    warranty_months: z.number().int(),
    coverage_until: z.string(),
    verification: challengeSchema.describe('The code sent to the e-mail on the receipt'),
  }),
  refuses: true,
})
export const registerWarrantyCall = defineCall({
  method: 'POST',
  path: '/apiwarranty/warranty/REGISTER_WARRANTY',
  tag: 'Warranty',
  body: registerWarrantyBody,
  write: true,
  summary:
    "Registers the warranty of one serial number with the owner's contact and address, once per serial number; needs the verification_token of the code sent to the receipt's e-mail (purpose warranty).",
  output: z.strictObject({
    registration_no: z.string(),
    serial_no: z.string(),
    product_name: z.string(),
    coverage_until: z.string(),
  }),
  refuses: true,
})
export const warrantyDetailCall = defineCall({
  method: 'POST',
  path: '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE',
  tag: 'Warranty',
  body: warrantyDetailBody,
  write: true,
  summary:
    "A registration, found by registration_no or by receipt_no + serial_no, and its coverage period, with claims made. Owner data masked unless verification_token proves the owner's e-mail or the receipt's (purpose warranty-owner); send_code=true e-mails a code to the owner, or with send_to=receipt to the e-mail on the receipt.",
  output: z.strictObject({
    registration_no: z.string(),
    serial_no: z.string(),
    receipt_no: z.string(),
    product_name: z.string(),
    purchased_at: z.string(),
    registered_at: z.string(),
    coverage_until: z.string(),
    is_active: z.boolean(),
    verified_owner: z.boolean(),
    owner: z.union([
      z
        .strictObject({
          name: z.string(),
          email: z.string(),
          phone: z.string(),
          address: z.string(),
          city: z.string(),
          province: z.string(),
          postal_code: z.string().nullable(),
        })
        .describe('In full, to the proven owner'),
      z
        .strictObject({ name: z.string(), email: z.string(), phone: z.string(), city: z.string() })
        .describe('Masked, until the owner is proven'),
    ]),
    claims: z.array(
      z.strictObject({
        claim_no: z.string(),
        status: claimStateSchema,
        status_label: z.string(),
        created_at: z.string(),
        updated_at: z.string(),
        problem_category: z.string().nullable().optional().describe('To the proven owner only'),
        problem: z.string().optional(),
        status_note: z.string().nullable().optional(),
        next: z.string().optional(),
      }),
    ),
    verification: challengeSchema.nullable().describe('With send_code: the code sent'),
  }),
  refuses: true,
})
export const claimWarrantyCall = defineCall({
  method: 'POST',
  path: '/apiwarranty/warranty/CLAIM_WARRANTY',
  tag: 'Warranty',
  body: claimWarrantyBody,
  bodyType: 'multipart',
  write: true,
  summary:
    'A warranty claim by the proven owner (verification_token, purpose warranty-owner or warranty): problem category, description, the day it started, a preferred contact time and 1–5 photos (PNG, JPEG or WebP, 5 MB each), multipart. Refused when the coverage has ended.',
  output: z.strictObject({
    claim_no: z.string(),
    status: claimStateSchema,
    status_label: z.string(),
    next: z.string().describe('What happens next, for the person'),
  }),
  refuses: true,
})
export const postalCall = defineCall({
  method: 'GET',
  path: '/apiwarranty/master/getpostal',
  tag: 'Warranty',
  query: postalQuery,
  summary:
    'Villages (kelurahan/desa) matching a name, with district, city/regency and province, from official administrative-area data. Words after the village name narrow it by district, city or province ("sukamaju bogor"); total counts every match.',
  output: z.strictObject({
    villages: z
      .array(
        z.strictObject({
          code: z.string().describe('Official village code'),
          kelurahan: z.string(),
          kecamatan: z.string(),
          city: z.string(),
          province: z.string(),
          postal_code: z.string().nullable().describe('Where staff have loaded one'),
        }),
      )
      .describe('At most 20, best matches first'),
    total: z.number().int().describe('Every match'),
  }),
})
