import { z } from 'zod'

import { emailField, nameField, phoneField } from '../contract/fields'
import { identityNumberProblem } from '@/lib/identity-number'

/**
 * The personal-data agreement form's fields, shared by the page (in the browser) and the call
 * (`schemas.ts` adds the signature and the proof). Nothing here may import server code.
 */
export const identityNumberField = z
  .string({ message: 'NIK atau NIP wajib diisi' })
  .trim()
  .min(1, 'NIK atau NIP wajib diisi')
  .superRefine((v, ctx) => {
    const problem = identityNumberProblem(v)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
  .transform((v) => v.replace(/[\s.]/g, ''))

export const pdpPersonStep = z.object({
  PDP_NIP: identityNumberField,
  PDP_NAME: nameField,
  PDP_EMAIL: emailField,
  PDP_PHONE_NO: phoneField,
})
