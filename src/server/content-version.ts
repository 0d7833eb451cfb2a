/**
 * Version numbers of content, bumped by the Payload hooks that drop Next.js cache tags. They live on
 * globalThis so the page cache in front of Next (scripts/page-cache.mjs, same process) sees them;
 * indexes kept in memory (product search) rebuild when their tags' numbers moved.
 */
type ContentVersions = {
  version: number
  tags: Map<string, number>
  scopes: Map<string, (path: string) => boolean>
  /** Versions of single pages' tags (`produk-<url_key>`: a product whose stock changed). */
  pages?: Map<string, number>
  everything?: number
}
const g = globalThis as typeof globalThis & { __rumahLokaContent?: ContentVersions }

/**
 * Tags whose pages are known, with the paths that show them: a change to one drops only those pages from
 * the page cache. Event registrations change seat counts many times a day; the rest of the site does not show
 * them.
 */
const scopedTags = new Map<string, (path: string) => boolean>([
  [
    'event-registrations',
    (path) => path === '/' || path.startsWith('/kalender-event') || path.startsWith('/api/event/'),
  ],
])

const state: ContentVersions = (g.__rumahLokaContent ??= { version: 0, tags: new Map(), scopes: scopedTags })
state.scopes ??= scopedTags

/** Whether only some pages show a tag (its change drops those pages, not the whole cache). */
export const isScopedTag = (tag: string) => state.scopes.has(tag)

export const bumpContentVersion = (tag: string) => {
  if (!state.scopes.has(tag)) state.version++
  state.tags.set(tag, (state.tags.get(tag) ?? 0) + 1)
}
/**
 * Everything may have changed (this instance missed other instances' changes while Redis was away): every
 * page and every tagged read is read afresh.
 */
export const bumpAllContentVersions = () => {
  state.version++
  for (const [tag, version] of state.tags) state.tags.set(tag, version + 1)
  state.everything = (state.everything ?? 0) + 1
}
/** Drops the cached copies of single pages (scripts/page-cache.mjs `pageTagOf`), here only. */
export const bumpPageVersions = (pageTags: string[]) => {
  state.pages ??= new Map()
  for (const tag of pageTags) state.pages.set(tag, (state.pages.get(tag) ?? 0) + 1)
}

export const contentVersion = (tags: string[]) =>
  `${state.everything ?? 0}:${tags.map((t) => state.tags.get(t) ?? 0).join('.')}`
