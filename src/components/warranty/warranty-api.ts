import { apiRequest, type ApiResult } from '@/lib/api-client'

/** The warranty calls as the pages use them (spec §7), typed by what each page reads. */
export type Challenge = { challenge: string; sent_to: string; expires_at: string; resend_after: number }
export type Eligible = {
  receipt_no: string; serial_no: string; product: { name: string; sku: string }; store: string | null
  purchased_at: string; warranty_months: number; coverage_until: string; verification: Challenge
}
export type Registered = { registration_no: string; serial_no: string; product_name: string; coverage_until: string }
export type Village = { code: string; kelurahan: string; kecamatan: string; city: string; province: string; postal_code: string | null }
export type Proof = { verification_token: string; expires_at: string }

export const validatePurchase = (body: { receipt_no: string; serial_no: string }) =>
  apiRequest<Eligible>('/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', { body })

export const registerWarranty = (body: Record<string, unknown>) => apiRequest<Registered>('/apiwarranty/warranty/REGISTER_WARRANTY', { body })

/** Checks a code against the challenge its send step gave; the answer's token proves the address. */
export function checkCode(challenge: string, code: string): Promise<ApiResult<Proof>> {
  const form = new FormData()
  form.set('validtoken', code)
  form.set('challenge', challenge)
  return apiRequest<Proof>('/apiverify/verificationemail', { form })
}

export const findVillages = (kelurahan: string) => apiRequest<{ villages: Village[]; total: number }>('/apiwarranty/master/getpostal', { params: { kelurahan } })

export type ClaimSummary = {
  claim_no: string; status: string; status_label: string; created_at: string; updated_at: string
  problem_category?: string | null; problem?: string; status_note?: string | null; next?: string
}
export type WarrantyDetail = {
  registration_no: string; serial_no: string; receipt_no: string; product_name: string; purchased_at: string
  registered_at: string; coverage_until: string; is_active: boolean; verified_owner: boolean
  claims: ClaimSummary[]; verification: Challenge | null
}
export type ClaimAnswer = { claim_no: string; status: string; status_label: string; next: string }

export const readWarranty = (body: ({ receipt_no: string; serial_no: string } | { registration_no: string }) & { verification_token?: string; send_code?: boolean; send_to?: 'owner' | 'receipt' }) =>
  apiRequest<WarrantyDetail & { owner?: unknown }>('/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', { body })

export const sendClaim = (form: FormData) => apiRequest<ClaimAnswer>('/apiwarranty/warranty/CLAIM_WARRANTY', { form })
