import { getPayloadClient } from './payload'
import { stopListening } from './cache-sync'
import { closeRedis, redisClient } from './redis'

/**
 * What the server closes after its last request on SIGTERM (scripts/serve.mjs calls it through globalThis,
 * being outside the app's module graph): the database pool and the Redis connection, so the database sees a
 * clean goodbye rather than dropped connections.
 */
export async function closeConnections(): Promise<void> {
  const payload = await getPayloadClient()
  await Promise.allSettled([
    (payload.db as { destroy?: () => Promise<void> }).destroy?.(),
    closeRedis(redisClient()),
    stopListening(),
  ])
}
