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
  publish({ tag })
}

/** Tells the other instances that single pages changed (a product's stock), a thousand tags a message. */
export function announcePages(pageTags: string[]): void {
  for (let i = 0; i < pageTags.length; i += 1000) publish({ pages: pageTags.slice(i, i + 1000) })
}

/**
 * Whether an announcement failed since the last one that went out: the others then keep pages for up to
 * PAGE_CACHE_SECONDS that show old content, so once Redis takes messages again they are told that
 * everything changed.
 */
let unannounced = false

function publish(message: { tag?: string; pages?: string[]; everything?: true }): void {
  const redis = redisClient()
  if (!redis) return
  redis.publish(channel, JSON.stringify({ ...message, from: instance })).then(
    () => {
      if (unannounced) {
        unannounced = false
        publish({ everything: true })
      }
    },
    (error: Error) => {
      console.error('[cache-sync] announce', message.tag ?? 'pages', error.message)
      if (unannounced) return
      unannounced = true
      redis.once('ready', () => {
        if (!unannounced) return
        unannounced = false
        publish({ everything: true })
      })
    },
  )
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
  let failedBefore = false
  subscriber.on('error', (error) => {
    failedBefore = true
    console.error('[cache-sync]', error.message)
  })
  subscriber.on('ready', () => {
    // Changes announced while this connection was down (or before it first came up) were missed.
    if (connectedBefore || failedBefore) {
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
      const { tag, pages, everything, from } = JSON.parse(message) as {
        tag?: unknown
        pages?: unknown
        everything?: unknown
        from?: unknown
      }
      if (from === instance) return
      if (everything === true) bumpAllContentVersions()
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
