/**
 * Version numbers of content, bumped by the Payload hooks that drop Next.js cache tags. They live on
 * globalThis so the page cache in front of Next (scripts/page-cache.mjs, same process) sees them;
 * indexes kept in memory (product search) rebuild when their tags' numbers moved.
 */
type ContentVersions = { version: number; tags: Map<string, number> }
const g = globalThis as typeof globalThis & { __rumahLokaContent?: ContentVersions }
const state = (g.__rumahLokaContent ??= { version: 0, tags: new Map() })

export const bumpContentVersion = (tag: string) => {
  state.version++
  state.tags.set(tag, (state.tags.get(tag) ?? 0) + 1)
}
export const contentVersion = (tags: string[]) => tags.map((t) => state.tags.get(t) ?? 0).join('.')
