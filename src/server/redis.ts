import { Redis } from 'ioredis'

const g = globalThis as typeof globalThis & { __rumahLokaRedis?: Redis | null }

/**
 * The shared Redis connection when `REDIS_URL` is set (several instances then share rate limits), else
 * null. Commands fail fast instead of queueing while Redis is away, so a caller can fall back.
 */
export function redisClient(): Redis | null {
  if (g.__rumahLokaRedis !== undefined) return g.__rumahLokaRedis
  const url = process.env.REDIS_URL
  if (!url) return (g.__rumahLokaRedis = null)
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
  client.on('error', (error) => console.error('[redis]', error.message))
  return (g.__rumahLokaRedis = client)
}

/** Closes a connection without waiting on a server that is away: quit() would wait for it to come back. */
export async function closeRedis(client: Redis | null | undefined): Promise<void> {
  if (!client) return
  if (client.status !== 'ready') return client.disconnect()
  await Promise.race([
    client.quit().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 1000).unref()),
  ])
  client.disconnect()
}
