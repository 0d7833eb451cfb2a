import { randomUUID } from 'node:crypto'

import { Redis } from 'ioredis'

import { bumpAllContentVersions, bumpContentVersion, bumpPageVersions } from './content-version'
import { closeRedis, redisClient } from './redis'

/**
 * Staff edits reach every instance within moments when `REDIS_URL` is set: the instance that took an edit
 * announces the collection's tag on a Redis channel, and every other one bumps the tag's content version,
 * which drops its cached pages (scripts/page-cache.mjs), its cached reads (server/cache.ts) and its search
 * index. While Redis is away nothing is announced; when the subscriber reconnects it treats everything as
 * changed, so no instance keeps serving an edit it missed.
 */
const channel = 'rumahloka:content-changed'
const instance = randomUUID()

/**
 * Tells the other instances that a collection changed (no-op without Redis; a failure is logged, never
 * thrown).
 */
export function announceChange(tag: string): void {
  const redis = redisClient()
  if (!redis) return
  redis
    .publish(channel, JSON.stringify({ tag, from: instance }))
    .catch((error: Error) => console.error('[cache-sync] announce', tag, error.message))
}

/** Tells the other instances that single pages changed (a product's stock), a thousand tags a message. */
export function announcePages(pageTags: string[]): void {
  const redis = redisClient()
  if (!redis) return
  for (let i = 0; i < pageTags.length; i += 1000)
    redis
      .publish(channel, JSON.stringify({ pages: pageTags.slice(i, i + 1000), from: instance }))
      .catch((error: Error) => console.error('[cache-sync] announce pages', error.message))
}

const g = globalThis as typeof globalThis & { __rumahLokaCacheSync?: Redis }

/** Listens for other instances' changes; started once per process (src/instrumentation.ts). */
export function listenForChanges(): void {
  const url = process.env.REDIS_URL
  if (!url || g.__rumahLokaCacheSync) return
  // A subscriber connection of its own (a subscribed connection can do nothing else); it retries for ever.
  const subscriber = new Redis(url, {
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 250, 2000),
  })
  g.__rumahLokaCacheSync = subscriber
  let connectedBefore = false
  subscriber.on('error', (error) => console.error('[cache-sync]', error.message))
  subscriber.on('ready', () => {
    // Changes announced while this connection was down were missed.
    if (connectedBefore) {
      console.log('[cache-sync] reconnected: dropping every cached page and read')
      bumpAllContentVersions()
    }
    connectedBefore = true
  })
  subscriber
    .subscribe(channel)
    .catch((error: Error) => console.error('[cache-sync] subscribe', error.message))
  subscriber.on('message', (_channel, message) => {
    try {
      const { tag, pages, from } = JSON.parse(message) as { tag?: unknown; pages?: unknown; from?: unknown }
      if (from === instance) return
      if (typeof tag === 'string') bumpContentVersion(tag)
      if (Array.isArray(pages)) bumpPageVersions(pages.filter((p): p is string => typeof p === 'string'))
    } catch {
      // not ours
    }
  })
}

/** Closes the subscriber (graceful shutdown). */
export async function stopListening(): Promise<void> {
  await closeRedis(g.__rumahLokaCacheSync)
}
