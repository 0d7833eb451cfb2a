import type { Challenge } from '@/components/warranty/warranty-api'
import { apiRequest } from '@/lib/api-client'

/** The contract calls the customer-link pages make from the browser (spec §7); toasts come from apiRequest. */
export const sendRefundDecision = (body: { token: string; decision: 'approved' | 'rejected'; note?: string }) =>
  apiRequest<{ return_no: string; status: string; decided_at: string }>('/apirefund/GetResponseApproval', { body })

export type ClaimedVoucher = { code: string; title: string; value: number; valid_until: string; claimed_at: string }

export const sendVoucherCode = (token: string) => apiRequest<Challenge>('/apivoucher/api/voucherValidation', { body: { token, action: 'send_code' } })
export const claimVoucher = (token: string, verification_token: string) =>
  apiRequest<ClaimedVoucher>('/apivoucher/api/voucherValidation', { body: { token, action: 'claim', verification_token } })
