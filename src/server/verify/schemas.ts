import { z } from 'zod'

import { defineCall } from '../contract/call'
import { emailField } from '../contract/fields'
import { challengeSchema } from '../trust/verification'

/** A multipart field left empty is the same as one not sent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional())

export const verifyEmailBody = z
  .object({
    validemail: optional(emailField),
    validtoken: optional(
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'Kode verifikasi terdiri dari 6 angka'),
    ),
    challenge: optional(z.string().trim().min(20, 'challenge is invalid').max(1000, 'challenge is invalid')),
    purpose: optional(
      z.enum(['newsletter', 'warranty', 'warranty-owner', 'pdp', 'voucher'], {
        message: 'purpose must be newsletter, warranty, warranty-owner, pdp or voucher',
      }),
    ),
  })
  .superRefine((v, ctx) => {
    if (!v.validtoken) {
      if (!v.validemail)
        ctx.addIssue({ code: 'custom', path: ['validemail'], message: 'Email cannot be empty' })
      else if (v.purpose !== 'pdp')
        ctx.addIssue({
          code: 'custom',
          path: ['purpose'],
          message:
            'purpose must be pdp to send a code to a typed address (other codes are sent by the call that needs them)',
        })
    } else if (!v.challenge) {
      ctx.addIssue({
        code: 'custom',
        path: ['challenge'],
        message: "challenge is required with validtoken (it comes with the code's send step)",
      })
    }
  })

export const verifyEmailCall = defineCall({
  method: 'POST',
  path: '/apiverify/verificationemail',
  tag: 'Verification',
  body: verifyEmailBody,
  bodyType: 'multipart',
  write: true,
  summary:
    'The one e-mail verification step (multipart). Without validtoken: sends a 6-digit code to validemail (purpose=pdp). With validtoken (the code) and the challenge from the call that sent it (validemail, if given, must match): checks it — 15 minutes, 5 tries — and answers a verification_token that the warranty, voucher and PDP calls accept for 30 minutes.',
  output: z.union([
    challengeSchema,
    z
      .strictObject({
        email: z.string().describe('The address, masked'),
        purpose: z.string(),
        verified_at: z.string(),
        verification_token: z
          .string()
          .describe('What the warranty, voucher and PDP calls accept for 30 minutes'),
        expires_at: z.string(),
      })
      .meta({ id: 'EmailVerified' }),
  ]),
  refuses: true,
})
