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
