/**
 * Answers of the integration API (issue 39): JSON for machines, never cached by anyone (`private,
 * no-store`), errors as `{ error: { code, message } }` with a code a program can branch on and a message a
 * person can act on.
 */
export const noStore = { 'cache-control': 'private, no-store' } as const

export const integrationAnswer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } })

export type IntegrationErrorCode =
  | 'missing_key'
  | 'invalid_key'
  | 'revoked_key'
  | 'missing_scope'
  | 'event_type_not_granted'
  | 'too_many_uploads'
  | 'spool_full'
  | 'rate_limited'
  | 'body_too_large'
  | 'invalid_json'
  | 'invalid_request'
  | 'too_many_rows'
  | 'idempotency_key_invalid'
  | 'idempotency_key_reused'
  | 'idempotency_key_in_progress'
  | 'sync_run_not_found'
  | 'sync_run_closed'
  | 'server_error'

export const integrationError = (
  status: number,
  code: IntegrationErrorCode,
  message: string,
  headers: Record<string, string> = {},
) => integrationAnswer({ error: { code, message } }, status, headers)
