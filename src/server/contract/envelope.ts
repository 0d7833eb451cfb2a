import type { Outcome } from './outcome'

/** The contract's response envelope: { is_ok, message, data } (and title on a 400). */
export type Envelope<T> = { is_ok: boolean; message: string; data: T; title?: string }

const json = <T>(body: Envelope<T>, status: number, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export const ok = <T>(data: T, message = 'Success', headers?: HeadersInit) =>
  json({ is_ok: true, message, data }, 200, headers)

/** A business refusal a shopper should read: HTTP 200 with is_ok false. */
export const refuse = (message: string, data: unknown = null) => json({ is_ok: false, message, data }, 200)

export const badRequest = (message: string, title = message) =>
  json({ is_ok: false, message, title, data: null }, 400)
export const unauthorized = (message = 'Unauthorized') => json({ is_ok: false, message, data: null }, 401)
export const forbidden = (message = 'Forbidden') => json({ is_ok: false, message, data: null }, 403)
export const notFound = (message = 'data not found') => json({ is_ok: false, message, data: null }, 404)
export const tooManyMessage = 'Terlalu banyak permintaan, coba lagi sebentar lagi.'
export const tooMany = (retryAfterSeconds: number) =>
  json({ is_ok: false, message: tooManyMessage, data: null }, 429, {
    'Retry-After': String(retryAfterSeconds),
  })
/** A body over its cap (see body.ts), refused before it is read whole. */
export const tooLarge = (limitBytes: number) =>
  json(
    {
      is_ok: false,
      message: `Permintaan terlalu besar: batasnya ${Math.round(limitBytes / 1024 / 1024)} MB.`,
      data: null,
    },
    413,
  )
export const serverError = () =>
  json({ is_ok: false, message: 'Sorry, something went wrong.', data: null }, 500)

/** The found document, or the 404 envelope when a slug names nothing enabled. */
export const okOrNotFound = <T>(data: T | null) => (data === null ? notFound() : ok(data))

/** A service's outcome: success with data, or a business refusal (200, is_ok false) with its message. */
export const outcome = <T>(result: Outcome<T>) =>
  result.ok ? ok(result.data, result.message) : refuse(result.message)
