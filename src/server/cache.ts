import { unstable_cache } from 'next/cache'

import { type CacheTag, withAssetTags } from './cache-tags'
import { contentVersion } from './content-version'

/**
 * A read cached in the server's data cache under the tags of the collections it reads (and the assets every
 * answer shows). Each service declares its cached reads beside the function they wrap, with their tags. Staff
 * edits drop it two ways: Payload hooks drop the tags in the process that took the edit
 * (collections/hooks/revalidate.ts), and the tags' content versions are part of the key, so an edit announced
 * by another instance over Redis (server/cache-sync.ts), which bumps the versions here, is a miss at once;
 * the old entry ages out of the bounded memory cache. Outside a Next.js server (scripts, tests) it simply
 * calls through.
 */
export function cachedRead<A extends unknown[], R>(
  key: string,
  tags: readonly CacheTag[],
  read: (...args: A) => Promise<R>,
) {
  const allTags = withAssetTags(tags)
  return async (...args: A): Promise<R> => {
    if (!process.env.NEXT_RUNTIME) return read(...args)
    return unstable_cache(read, [key, contentVersion(allTags)], { tags: allTags, revalidate: 3600 })(...args)
  }
}
