import { LRUCache } from 'lru-cache'

import { type CacheTag, withAssetTags } from './cache-tags'
import { contentVersion } from './content-version'
import { inPreview } from './preview/context'
import { recordReadTags, withoutRecording } from './read-tags'

/** What the cached reads of one process may hold, by the size of their answers as JSON. */
const MAX_BYTES = 50 * 1024 * 1024
/** An answer is read again after an hour even without an edit (sale periods, "not past" filters). */
const MAX_AGE_MS = 3_600_000

type Entry = { value: unknown; size: number }

/** Freezes an answer and what it holds: it is shared by every request, so a change to it must fail loudly. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

type Store = LRUCache<string, Entry, () => Promise<unknown>>
const g = globalThis as typeof globalThis & { __rumahLokaReads?: Store }

// One store per process, on globalThis: the route bundles (pages, route handlers) may each hold a copy of
// this module, and the memory bound is for all of them.
const store: Store = (g.__rumahLokaReads ??= new LRUCache<string, Entry, () => Promise<unknown>>({
  maxSize: MAX_BYTES,
  sizeCalculation: (entry) => entry.size,
  ttl: MAX_AGE_MS,
  fetchMethod: async (_key, _stale, { context }) => {
    const value = await context()
    return { value: deepFreeze(value), size: (JSON.stringify(value)?.length ?? 0) + 64 }
  },
}))

/**
 * A read cached in this process under the tags of the collections it reads (and the assets every answer
 * shows). Each service declares its cached reads beside the function they wrap, with their tags. The
 * tags' content versions are part of the key, so a staff edit (which bumps them: in the process that took it
 * through the Payload hooks, collections/hooks/revalidate.ts, and in every other through Redis,
 * server/cache-sync.ts) is a miss at once; the old entry ages out of the bounded memory. Callers at the
 * same moment share one read.
 *
 * Answers are kept as objects, not as JSON (Next's `unstable_cache` parsed its copy on every hit: a product
 * page paid that for its stores, menus and settings on each render), and frozen, since every request shares
 * them. Outside a Next.js server (scripts, tests) it simply calls through.
 */
export function cachedRead<A extends unknown[], R>(
  key: string,
  tags: readonly CacheTag[],
  read: (...args: A) => Promise<R>,
  { pageTags }: { pageTags?: (value: R) => readonly string[] } = {},
) {
  const allTags = withAssetTags(tags)
  return async (...args: A): Promise<R> => {
    // A preview reads the latest drafts (server/preview): never from, nor into, what shoppers are served.
    if (!process.env.NEXT_RUNTIME || inPreview()) return read(...args)
    const entryKey = `${key}|${contentVersion(allTags)}|${JSON.stringify(args)}`
    // Made once for every request: what it reads is recorded below, for each request that uses it.
    const entry = await store.fetch(entryKey, { context: () => withoutRecording(() => read(...args)) })
    const value = entry!.value as R
    // The page that shows it is made from its tags, or from what `pageTags` says it shows: single documents
    // a change of which the page must follow (`product:<id>`), where any edit of the collection changes the
    // read itself. The moments of all its tags apply either way (server/clock-boundaries.ts).
    recordReadTags(pageTags ? pageTags(value) : allTags, allTags)
    return value
  }
}
