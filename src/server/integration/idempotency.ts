import { createHash } from 'node:crypto'

import { getPayloadClient } from '../payload'

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

export const requestHash = (method: string, path: string, body: Uint8Array) =>
  createHash('sha256').update(`${method} ${path}\n`).update(body).digest('hex')

const storeKey = (integrationId: number, key: string) =>
  `${prefix}${integrationId}:${createHash('sha256').update(key).digest('hex')}`

/** The first answer to this key, if one is kept and still fresh. */
export async function storedAnswer(integrationId: number, key: string): Promise<Stored | null> {
  const payload = await getPayloadClient()
  const stored = await payload.kv.get<Stored>(storeKey(integrationId, key))
  return stored && Date.now() - stored.at < idempotencyWindowMs ? stored : null
}

export async function storeAnswer(
  integrationId: number,
  key: string,
  answer: Omit<Stored, 'at'>,
): Promise<void> {
  const payload = await getPayloadClient()
  await payload.kv.set(storeKey(integrationId, key), { ...answer, at: Date.now() })
}

/** Drops answers older than the window (run by the retention job: src/server/privacy/retention.ts). */
export async function pruneIdempotencyAnswers(): Promise<number> {
  const payload = await getPayloadClient()
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
