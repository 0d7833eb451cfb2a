import { z } from 'zod'

import { requiredText } from '@/server/contract/fields'

import { defineCall } from '../contract/call'
import { imageFile } from '../contract/uploads'
import { signatureMethods } from './signature-methods'
import { pdpPersonStep } from './steps'

export const authenticateBody = z.object({
  client_id: requiredText('client_id', 100),
  client_secret: z
    .string({ message: 'client_secret is required' })
    .min(1, 'client_secret is required')
    .max(200),
})

export const authenticateCall = defineCall({
  method: 'POST',
  path: '/apiselfservice/token/authenticate',
  tag: 'Self-service',
  body: authenticateBody,
  write: true,
  summary:
    'Exchanges the configured client credentials for a signed bearer token that self-service calls need (15 minutes by default).',
  output: z.strictObject({
    token: z.string().describe('Send as Authorization: Bearer <token>'),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().describe('Seconds'),
    expires_at: z.string(),
  }),
  refuses: true,
})

/** The personal-data agreement form of spec §3 (multipart). */
export const pdpAgreementBody = pdpPersonStep.extend({
  PDP_SIGNATURE: imageFile('PDP_SIGNATURE'),
  /** drawn (default) or typed: a typed full name rendered as the signature image, recorded as such. */
  PDP_SIGNATURE_METHOD: z
    .enum(signatureMethods, { message: 'PDP_SIGNATURE_METHOD must be drawn or typed' })
    .default('drawn'),
  /**
   * The page the form was signed on (/self-service/{slug}); it names the form and so the agreement text's
   * version.
   */
  URL_API: z
    .string()
    .trim()
    .max(300, 'URL_API is too long')
    .regex(
      /^(https?:\/\/[^\s/]+)?\/self-service\/[a-z0-9-]+\/?$/,
      "URL_API must be the form's page, /self-service/{slug}",
    )
    .optional(),
  /** The verification_token of /apiverify/verificationemail for PDP_EMAIL (purpose pdp). */
  PDP_VERIFICATION: z
    .string({ message: 'Verifikasi email diperlukan' })
    .trim()
    .min(20, 'Verifikasi email diperlukan')
    .max(1000, 'Verifikasi email diperlukan'),
})

export const pdpAgreementCall = defineCall({
  method: 'POST',
  path: '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi',
  tag: 'Self-service',
  body: pdpAgreementBody,
  bodyType: 'multipart',
  access: 'selfservice',
  write: true,
  summary:
    "Records a personal-data processing agreement (UU PDP No. 27/2022) with its signature (drawn, or a typed name rendered as one: PDP_SIGNATURE_METHOD), the version of the form's agreement text (the form is named by URL_API, /self-service/{slug}), time and channel; PDP_NIP is a NIK (16 digits) or NIP (18); PDP_EMAIL must be verified first (PDP_VERIFICATION = verification_token of /apiverify/verificationemail, purpose pdp). A copy goes to the e-mail.",
  output: z.strictObject({
    agreement_no: z.string().describe('PDP-000123'),
    consent_version: z.string().describe("The version of the form's agreement text agreed to"),
    consent_at: z.string(),
    signature_method: z.enum(signatureMethods),
  }),
  refuses: true,
})
