import { fetchSelfServiceToken } from '@/components/selfservice/actions'
import { apiRequest, type ApiResult } from '@/components/api-client'
import {
  type CodeSent,
  type EmailVerified,
  expectAnswer,
  isCodeSent,
  isEmailVerified,
} from '@/components/api-client/answers'
import type { ContractData } from '@/server/contract/calls'
import { SELF_SERVICE_TOKEN_KEY } from '@/lib/storage-keys'

/**
 * The headers self-service calls carry besides the token (names and values from the server's configuration).
 */
export type SelfServiceHeaders = Record<string, string>
export type Challenge = CodeSent
export type SignedAgreement = ContractData['/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi']

type StoredToken = { token: string; expires_at: string }

function storedToken(): StoredToken | null {
  try {
    const value = JSON.parse(localStorage.getItem(SELF_SERVICE_TOKEN_KEY) ?? 'null') as StoredToken | null
    // A token with less than 30 s left is as good as expired: the call would outlive it.
    return value &&
      typeof value.token === 'string' &&
      new Date(value.expires_at).getTime() - Date.now() > 30_000
      ? value
      : null
  } catch {
    return null
  }
}

/**
 * Spec §4: the token is read from local storage, and fetched (by the site's server) and stored when missing
 * or expired.
 */
export async function selfServiceToken(renew = false): Promise<string> {
  const stored = renew ? null : storedToken()
  if (stored) return stored.token
  const fresh = await fetchSelfServiceToken()
  try {
    localStorage.setItem(SELF_SERVICE_TOKEN_KEY, JSON.stringify(fresh))
  } catch {
    // Private mode without storage: the token lives for this call only.
  }
  return fresh.token
}

/**
 * A self-service call with the stored token; a token the server no longer accepts is renewed once, silently.
 */
async function withToken<T>(
  headers: SelfServiceHeaders,
  call: (headers: SelfServiceHeaders) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const first = await call({ ...headers, authorization: `Bearer ${await selfServiceToken()}` })
  if (first.ok || first.status !== 401) return first
  return call({ ...headers, authorization: `Bearer ${await selfServiceToken(true)}` })
}

/** Sends a code to the typed address (purpose pdp). */
export async function sendPdpCode(email: string): Promise<ApiResult<Challenge>> {
  const form = new FormData()
  form.set('validemail', email)
  form.set('purpose', 'pdp')
  return expectAnswer(await apiRequest('/apiverify/verificationemail', { form }), isCodeSent)
}

export async function checkPdpCode(
  challenge: string,
  email: string,
  code: string,
): Promise<ApiResult<EmailVerified>> {
  const form = new FormData()
  form.set('validemail', email)
  form.set('validtoken', code)
  form.set('challenge', challenge)
  return expectAnswer(await apiRequest('/apiverify/verificationemail', { form }), isEmailVerified)
}

/** Spec §8: a self-service failure is only logged; the form shows it (and announces it) itself. */
export const signAgreement = (headers: SelfServiceHeaders, form: FormData) =>
  withToken(headers, (h) =>
    apiRequest('/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi', {
      form,
      headers: h,
      quiet: true,
    }),
  )
