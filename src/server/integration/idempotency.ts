import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * `Idempotency-Key` (issue 39): a client that lost an answer sends the same request with the same key and
 * gets the first answer again, without a second effect. Answers are kept for a day in Payload's key-value
 * store (the `payload-kv` table, in the site's own database, so every instance sees them), per integration:
 * one system's keys never meet another's.
 */
export const idempotencyWindowMs = 24 * 60 * 60 * 1000
const prefix = 'integration-idempotency:'

type Stored = { at: number; requestHash: string; status: number; body: unknown }

export const validIdempotencyKey = (key: string) => /^[\x21-\x7e]{1,255}$/.test(key)

/**
 * A request's fingerprint: everything that decides what it does — method, path, query string, the calling
 * integration and the body. A key sent again with another fingerprint is refused, never replayed: a batch
 * for `?sync_run=3` answered with run 2's stored answer would record nothing for run 3 (security review,
 * finding 2). The query is compared as parsed and sorted by name, so `?a=1&b=2` and `?b=2&a=1` are one
 * request; the body byte for byte.
 */
export function requestHash(
  request: { method: string; url: { pathname: string; search: string }; integrationId: number },
  body: Uint8Array,
): string {
  const query = new URLSearchParams(request.url.search)
  query.sort()
  const head = [request.method, request.url.pathname, query.toString(), request.integrationId]
  return createHash('sha256')
    .update(`${JSON.stringify(head)}\n`)
    .update(body)
    .digest('hex')
}

const storeKey = (integrationId: number, key: string) =>
  `${prefix}${integrationId}:${createHash('sha256').update(key).digest('hex')}`

/** The first answer to this key, if one is kept and still fresh. */
export async function storedAnswer(
  payload: Payload,
  integrationId: number,
  key: string,
): Promise<Stored | null> {
  const stored = await payload.kv.get<Stored>(storeKey(integrationId, key))
  return stored && Date.now() - stored.at < idempotencyWindowMs ? stored : null
}

export async function storeAnswer(
  payload: Payload,
  integrationId: number,
  key: string,
  answer: Omit<Stored, 'at'>,
): Promise<void> {
  await payload.kv.set(storeKey(integrationId, key), { ...answer, at: Date.now() })
}

/** Drops answers older than the window (run by the retention job: src/server/privacy/retention.ts). */
export async function pruneIdempotencyAnswers(payload: Payload): Promise<number> {
  let removed = 0
  for (const key of await payload.kv.keys()) {
    if (!key.startsWith(prefix)) continue
    const stored = await payload.kv.get<Stored>(key)
    if (!stored || Date.now() - stored.at >= idempotencyWindowMs) {
      await payload.kv.delete(key)
      removed++
    }
  }
  return removed
}

/** Keys whose first request is still being answered here: a second one waits for nothing and is told so. */
const inFlight = new Set<string>()
export function claimInFlight(integrationId: number, key: string): (() => void) | null {
  const id = storeKey(integrationId, key)
  if (inFlight.has(id)) return null
  inFlight.add(id)
  return () => inFlight.delete(id)
}
