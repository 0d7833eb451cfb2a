import { getPayloadClient } from '../payload'
import { hashIntegrationKey, looksLikeKey } from './keys'
import { imageHostList } from './product-images'
import type { IntegrationScope } from '@/lib/integration-scopes'
import type { WebhookEventType } from '@/lib/webhook-event-types'

export type Integration = {
  id: number
  name: string
  scopes: IntegrationScope[]
  /** The event types the feed gives this key (granted one by one in /admin). */
  eventTypes: WebhookEventType[]
  imageHosts: string[]
}

export type KeyCheck =
  { integration: Integration } | { problem: 'missing_key' | 'invalid_key' | 'revoked_key' }

/** The bearer token of an Authorization header, or null. */
export const bearerToken = (header: string | null): string | null =>
  header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null

/**
 * The integration whose key a request carries. Found by the key's hash (the only form stored); a revoked
 * integration's key is refused as such, so its owner learns why.
 */
export async function integrationOf(headers: Headers): Promise<KeyCheck> {
  const key = bearerToken(headers.get('authorization'))
  if (!key) return { problem: 'missing_key' }
  if (!looksLikeKey(key)) return { problem: 'invalid_key' }
  const payload = await getPayloadClient()
  const found = await payload.db.findOne<{
    id: number
    name: string
    scopes?: IntegrationScope[] | null
    revoked?: boolean | null
    image_hosts?: string | null
    event_types?: WebhookEventType[] | null
  }>({
    collection: 'integrations',
    where: { key_hash: { equals: hashIntegrationKey(key) } },
  })
  if (!found) return { problem: 'invalid_key' }
  if (found.revoked) return { problem: 'revoked_key' }
  markUsed(found.id)
  return {
    integration: {
      id: found.id,
      name: found.name,
      scopes: found.scopes ?? [],
      eventTypes: found.event_types ?? [],
      imageHosts: imageHostList(found.image_hosts),
    },
  }
}

/**
 * Records when a key was last used, at most once a minute per integration: a batch a second must not turn
 * into a write a second. Not awaited, and a failure only logged: the call itself does not depend on it.
 */
const lastMarked = new Map<number, number>()
function markUsed(id: number) {
  const now = Date.now()
  if (now - (lastMarked.get(id) ?? 0) < 60_000) return
  lastMarked.set(id, now)
  void getPayloadClient()
    .then((payload) =>
      payload.db.updateOne({
        collection: 'integrations',
        id,
        data: { last_used_at: new Date(now).toISOString() },
        returning: false,
      }),
    )
    .catch((error) => console.error('[integration] could not record the last use of a key', error))
}
