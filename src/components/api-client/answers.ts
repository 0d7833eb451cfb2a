/**
 * Names for the answers the site's own pages read, taken from the contract's declarations (types only:
 * nothing of the server reaches the browser), and the narrowing of calls that answer one of two shapes by
 * what was asked.
 */
import type { ContractData } from '@/server/contract/calls'

import { type ApiResult, FALLBACK_ERROR } from '.'

type Verification = ContractData['/apiverify/verificationemail']
type VoucherAnswer = ContractData['/apivoucher/api/voucherValidation']

/**
 * A code sent: the challenge to send back with it (verification, a voucher's send_code, a warranty's send
 * step).
 */
export type CodeSent = Extract<Verification, { challenge: string }>
/** A code checked: the token that proves the address. */
export type EmailVerified = Extract<Verification, { verification_token: string }>
export type VoucherView = Extract<VoucherAnswer, { title: string }>
/** A claimed voucher: the only answer to a link that carries its code. */
export type ClaimedVoucher = VoucherView & { code: string }

export const isCodeSent = (data: Verification | VoucherAnswer): data is CodeSent => 'challenge' in data
export const isEmailVerified = (data: Verification): data is EmailVerified => 'verification_token' in data
export const isClaimedVoucher = (data: VoucherAnswer): data is ClaimedVoucher =>
  'title' in data && typeof data.code === 'string'

/**
 * The answer a page asked for, of a call that answers one of two shapes (send a code, or check one): any
 * other shape is a failure of the call, as a page would treat a garbled answer.
 */
export function expectAnswer<T, U extends T>(result: ApiResult<T>, is: (data: T) => data is U): ApiResult<U> {
  if (!result.ok) return result
  if (is(result.data)) return { ...result, data: result.data }
  return { ok: false, status: 200, message: FALLBACK_ERROR, body: result.data, announced: false }
}
