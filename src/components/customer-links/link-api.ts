import { apiRequest } from '@/components/api-client'
import { expectAnswer, isClaimedVoucher, isCodeSent } from '@/components/api-client/answers'

/**
 * The contract calls the customer-link pages make from the browser (spec §7); toasts come from apiRequest.
 */
export const sendRefundDecision = (body: {
  token: string
  decision: 'approved' | 'rejected'
  note?: string
}) => apiRequest('/apirefund/GetResponseApproval', { body })

export type { ClaimedVoucher } from '@/components/api-client/answers'

export const sendVoucherCode = async (token: string) =>
  expectAnswer(
    await apiRequest('/apivoucher/api/voucherValidation', { body: { token, action: 'send_code' } }),
    isCodeSent,
  )
export const claimVoucher = async (token: string, verification_token: string) =>
  expectAnswer(
    await apiRequest('/apivoucher/api/voucherValidation', {
      body: { token, action: 'claim', verification_token },
    }),
    isClaimedVoucher,
  )
