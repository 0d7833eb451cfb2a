import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * How a delivery is signed (shown to receivers in docs/integration.md): HMAC-SHA256 with the endpoint's
 * secret over "<timestamp>.<body>", sent as `X-RumahLoka-Signature: t=<timestamp>,v1=<hex>`. The timestamp
 * inside the signed text lets a receiver refuse old replays (5 minutes is a fair window).
 */
export const signatureHeader = 'x-rumahloka-signature'

export const sign = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

export const signatureValue = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${sign(secret, timestamp, body)}`

/** The receiver's check, as docs/integration.md shows it (also what the tests' receiver runs). */
export function verifySignature(
  secret: string,
  header: string | null,
  body: string,
  now = Date.now(),
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]))
  const timestamp = Number(parts.t)
  if (!Number.isInteger(timestamp) || !parts.v1) return false
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false
  const expected = Buffer.from(sign(secret, timestamp, body))
  const given = Buffer.from(parts.v1)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
