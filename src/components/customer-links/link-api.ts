import type { Challenge, Failure } from '@/components/warranty/warranty-api'
import { apiRequest, type ApiResult } from '@/lib/api-client'

/** The contract calls the customer-link pages make from the browser (spec §7); toasts come from apiRequest. */
export const sendRefundDecision = (body: { token: string; decision: 'approved' | 'rejected'; note?: string }) =>
  apiRequest<{ return_no: string; status: string; decided_at: string }>('/apirefund/GetResponseApproval', { body })

export type ClaimedVoucher = { code: string; title: string; value: number; valid_until: string; claimed_at: string }

export const sendVoucherCode = (token: string) => apiRequest<Challenge>('/apivoucher/api/voucherValidation', { body: { token, action: 'send_code' } })
export const claimVoucher = (token: string, verification_token: string) =>
  apiRequest<ClaimedVoucher>('/apivoucher/api/voucherValidation', { body: { token, action: 'claim', verification_token } })

/** What to show beside the form for a failed call: a 500's own text, no connection as such, else the envelope's message (already toasted). */
export function linkFailure(r: Extract<ApiResult<unknown>, { ok: false }>): Failure {
  if (r.status === 0) return { text: 'Tidak ada koneksi. Periksa internet Anda lalu coba lagi; isian Anda tetap tersimpan.', announced: true }
  const said = (r.body as { message?: unknown } | null)?.message
  if (r.status >= 500) return { text: typeof said === 'string' && said ? said : 'Layanan sedang bermasalah. Coba lagi beberapa saat lagi; isian Anda tetap tersimpan.', announced: false }
  return { text: r.message, announced: r.status !== 401 && r.status !== 403 }
}
