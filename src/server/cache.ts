import { unstable_cache } from 'next/cache'

/**
 * A read cached in the server's data cache under the tags of the collections it reads;
 * Payload hooks drop those tags when staff change content (collections/hooks/revalidate.ts).
 * Outside a Next.js server (scripts, tests) it simply calls through.
 */
export function cachedRead<A extends unknown[], R>(key: string, tags: string[], read: (...args: A) => Promise<R>) {
  const cachedFn = unstable_cache(read, [key], { tags, revalidate: 3600 })
  return async (...args: A): Promise<R> => {
    if (!process.env.NEXT_RUNTIME) return read(...args)
    return cachedFn(...args)
  }
}
