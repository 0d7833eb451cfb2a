import type { ApiResult } from './index'

/** A refusal to show beside a form; `announced` when spec §8's toast has already said it. */
export type Failure = { text: string; announced: boolean }
/** A problem the page itself found, which no toast has announced. */
export const problem = (text: string): Failure => ({ text, announced: false })

/**
 * What to show for a failed call: a 500's body as it came (spec §8), no connection as the client says it
 * (NOT_SENT_OFFLINE, NO_CONNECTION), else the envelope's message.
 */
export function failureOf(
  r: Extract<ApiResult<unknown>, { ok: false }>,
  serviceDown = 'Layanan sedang bermasalah. Coba lagi beberapa saat lagi; isian Anda tetap tersimpan.',
): Failure {
  if (r.status === 0) return { text: r.message, announced: r.announced }
  const said = (r.body as { message?: unknown } | null)?.message
  if (r.status >= 500) return problem(typeof said === 'string' && said ? said : serviceDown)
  return { text: r.message, announced: r.announced }
}
