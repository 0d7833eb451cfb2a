import { apiRequest, type ApiResult } from '@/components/api-client'
import {
  type CodeSent,
  type EmailVerified,
  expectAnswer,
  isEmailVerified,
} from '@/components/api-client/answers'
import type { ContractData } from '@/server/contract/calls'

/** The warranty calls as the pages use them (spec §7), typed by the contract's declarations. */
export type Challenge = CodeSent
export type Eligible = ContractData['/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE']
export type Registered = ContractData['/apiwarranty/warranty/REGISTER_WARRANTY']
export type Village = ContractData['/apiwarranty/master/getpostal']['villages'][number]

export const validatePurchase = (body: { receipt_no: string; serial_no: string }) =>
  apiRequest('/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', { body })

export const registerWarranty = (body: Record<string, unknown>) =>
  apiRequest('/apiwarranty/warranty/REGISTER_WARRANTY', { body })

/** Checks a code against the challenge its send step gave; the answer's token proves the address. */
export async function checkCode(challenge: string, code: string): Promise<ApiResult<EmailVerified>> {
  const form = new FormData()
  form.set('validtoken', code)
  form.set('challenge', challenge)
  return expectAnswer(await apiRequest('/apiverify/verificationemail', { form }), isEmailVerified)
}

export const findVillages = (kelurahan: string) =>
  apiRequest('/apiwarranty/master/getpostal', { params: { kelurahan } })

export type WarrantyDetail = ContractData['/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE']
export type ClaimSummary = WarrantyDetail['claims'][number]
export type ClaimAnswer = ContractData['/apiwarranty/warranty/CLAIM_WARRANTY']

export const readWarranty = (
  body: ({ receipt_no: string; serial_no: string } | { registration_no: string }) & {
    verification_token?: string
    send_code?: boolean
    send_to?: 'owner' | 'receipt'
  },
) => apiRequest('/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', { body })

export const sendClaim = (form: FormData) => apiRequest('/apiwarranty/warranty/CLAIM_WARRANTY', { form })
