/**
 * The browser's client of the contract (spec §7, §8) — the only place that knows its headers,
 * envelope and error catalogue. Callers get `data` on success and a failure value otherwise;
 * toasts are raised here exactly as spec §8 says.
 */
import { DEFAULT_TOAST_LIFETIME, toast } from '@/lib/toast-store'
// Types only: the declarations stay on the server; the browser gets what each answer holds.
import type { ContractData } from '@/server/contract/calls'

/** A call of the contract, by its path (spec §7). */
export type ContractPath = keyof ContractData

export type ApiConfig = {
  websiteKeyHeader: string
  websiteKey: string
  companyCodeHeader: string
  companyCode: string
}

let config: ApiConfig | null = null
export const configureApiClient = (next: ApiConfig) => {
  config = next
}

export type ApiResult<T> =
  | { ok: true; data: T; message: string }
  /**
   * `announced`: a toast has already read the failure out (spec §8), so the page need not announce it again.
   */
  | { ok: false; status: number; message: string; body: unknown; announced: boolean }

export type ApiRequest = {
  method?: 'GET' | 'POST'
  params?: Record<string, string | number | boolean | undefined>
  body?: unknown
  form?: FormData
  /** List calls get is_enabled=true (spec §7). */
  list?: boolean
  headers?: Record<string, string>
  /**
   * Spec §8: failures of some calls (self-service) are only logged, never toasted; the page shows its own
   * message.
   */
  quiet?: boolean
}

export const FALLBACK_ERROR = 'data not found'

/**
 * No answer at all (offline, the connection dropped): the spec's catalogue covers answers only, and "data
 * not found" would mislead. What was sent is said not to have been sent; the form keeps what was typed (in
 * memory: nothing goes to browser storage), to send again.
 */
export const NOT_SENT_OFFLINE =
  'Belum terkirim: tidak ada koneksi. Isian Anda tetap di halaman ini; kirim lagi setelah koneksi kembali.'
export const NO_CONNECTION = 'Tidak ada koneksi. Periksa internet Anda lalu coba lagi.'

type Envelope = { is_ok?: boolean; message?: string; title?: string; data?: unknown }

export async function apiRequest<P extends ContractPath>(
  path: P,
  request: ApiRequest = {},
): Promise<ApiResult<ContractData[P]>> {
  const method = request.method ?? (request.body !== undefined || request.form ? 'POST' : 'GET')
  const url = new URL(path, typeof window === 'undefined' ? 'http://localhost' : window.location.origin)
  const params = { ...(request.list ? { is_enabled: true } : {}), ...request.params }
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, String(v))
  const headers: Record<string, string> = { ...request.headers }
  if (config) {
    headers[config.websiteKeyHeader] = config.websiteKey
    headers[config.companyCodeHeader] = config.companyCode
  }
  let body: BodyInit | undefined
  if (request.form) body = request.form
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body)
    headers['content-type'] = 'application/json'
  }

  const requestUrl = url.pathname + url.search
  let response: Response
  try {
    response = await fetch(requestUrl, { method, headers, body, credentials: 'same-origin' })
  } catch {
    const message = method === 'POST' ? NOT_SENT_OFFLINE : NO_CONNECTION
    const announced = raise(message, request.quiet, requestUrl)
    return { ok: false, status: 0, message, body: null, announced }
  }
  let envelope: Envelope = {}
  try {
    envelope = (await response.json()) as Envelope
  } catch {
    envelope = {}
  }
  const status = response.status
  if (status === 200 && envelope.is_ok)
    return { ok: true, data: envelope.data as ContractData[P], message: envelope.message ?? '' }

  const message = envelope.message || FALLBACK_ERROR
  let announced = false
  if (status === 200) {
    // A refusal a shopper should read — except on calls whose URL holds "popup", which fail quietly.
    if (!requestUrl.includes('popup')) announced = raise(message, request.quiet, requestUrl)
  } else if (status === 400) {
    announced = raise(envelope.title || message, request.quiet, requestUrl)
  } else if (status === 401 || status === 403 || status === 500) {
    // 401/403 are ignored; a 500's body goes back to the caller without a toast.
  } else {
    announced = raise(message, request.quiet, requestUrl)
  }
  return { ok: false, status, message, body: envelope, announced }
}

/** An error toast, or for a quiet call only a log line; whether a toast was shown. */
function raise(message: string, quiet: boolean | undefined, url: string): boolean {
  if (quiet) {
    console.error(`[api] ${url}: ${message}`)
    return false
  }
  toast.error(message, { lifetime: DEFAULT_TOAST_LIFETIME })
  return true
}

/**
 * A call whose answer nobody waits for (visit counting): whatever its answer, nothing is shown or logged. The
 * answer is still read to its end, or the browser keeps the request open (Playwright's network-idle wait
 * hung).
 */
export function sendQuietly(path: string, body: unknown): void {
  if (!config) return
  const headers = {
    [config.websiteKeyHeader]: config.websiteKey,
    [config.companyCodeHeader]: config.companyCode,
    'content-type': 'application/json',
  }
  fetch(path, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers,
    body: JSON.stringify(body),
  })
    .then((r) => r.text())
    .catch(() => undefined)
}
