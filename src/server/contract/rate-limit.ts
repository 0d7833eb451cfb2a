/**
 * A fixed-window counter per client and call, in this process's memory. Enough for one
 * instance; several instances behind a balancer each count their own share.
 */
const windows = new Map<string, { start: number; count: number }>()
let lastSweep = Date.now()

export const writeLimit = () => Number(process.env.RATE_LIMIT_WRITES_PER_MINUTE || 20)

/** Seconds to wait when over the limit, or 0 when the request may go ahead. */
export function takeToken(key: string, limit = writeLimit(), windowMs = 60_000, now = Date.now()): number {
  if (now - lastSweep > windowMs) {
    for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
    lastSweep = now
  }
  const current = windows.get(key)
  if (!current || now - current.start >= windowMs) {
    windows.set(key, { start: now, count: 1 })
    return 0
  }
  if (current.count >= limit) return Math.ceil((current.start + windowMs - now) / 1000)
  current.count++
  return 0
}

/** The client's address: the first X-Forwarded-For hop only behind a trusted proxy. */
export function clientAddress(headers: Headers): string {
  if (process.env.TRUST_PROXY === 'true') {
    const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return headers.get('x-real-ip') || 'local'
}

/** Seconds a key must still wait, without counting this request (for limits on failures only). */
export function waitFor(key: string, limit: number, windowMs = 60_000, now = Date.now()): number {
  const current = windows.get(key)
  if (!current || now - current.start >= windowMs || current.count < limit) return 0
  return Math.ceil((current.start + windowMs - now) / 1000)
}
