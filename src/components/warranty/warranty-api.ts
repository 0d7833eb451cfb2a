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

/** A refusal to show beside a form; `announced` when spec §8's toast has already said it. */
export type Failure = { text: string; announced: boolean }
/** A problem the page itself found, which no toast has announced. */
export const problem = (text: string): Failure => ({ text, announced: false })

/** What to show for a failed call: a 500's body as it came (spec §8), no connection as such, else the envelope's message. */
export function failureOf(r: Extract<ApiResult<unknown>, { ok: false }>): Failure {
  if (r.status === 0) return { text: 'Tidak ada koneksi. Periksa internet Anda lalu coba lagi; isian Anda tetap tersimpan.', announced: true }
  const said = (r.body as { message?: unknown } | null)?.message
  if (r.status >= 500) return problem(typeof said === 'string' && said ? said : 'Layanan garansi sedang bermasalah. Coba lagi beberapa saat lagi; isian Anda tetap tersimpan.')
  return { text: r.message, announced: r.status !== 401 && r.status !== 403 }
}

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
