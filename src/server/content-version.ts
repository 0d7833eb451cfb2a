/**
 * Version numbers of content, bumped by the Payload hooks that drop Next.js cache tags. They live on
 * globalThis so the page cache in front of Next (scripts/page-cache.mjs, same process) sees them;
 * indexes kept in memory (product search) rebuild when their tags' numbers moved.
 */
import { clockEpochs } from './clock-boundaries'

type ContentVersions = {
  version: number
  tags: Map<string, number>
  scopes: Map<string, (path: string) => boolean>
  /**
   * Changes so far, and the change that last touched each tag: a page cache entry is current while none of
   * the tags its render read changed after the render began (scripts/page-cache.mjs `isCurrent`). `*` moves
   * with every change of an unscoped tag (the entries of a render that recorded no tags watch it).
   */
  sequence?: number
  changedAt?: Map<string, number>
  /** The change after which everything counts as changed (this instance missed others' changes). */
  everythingAt?: number
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

/** Stamps the tags with the next change's number. */
function markChanged(tags: string[]): number {
  state.changedAt ??= new Map()
  const at = (state.sequence = (state.sequence ?? 0) + 1)
  for (const tag of tags) state.changedAt.set(tag, at)
  return at
}

export const bumpContentVersion = (tag: string) => {
  const scoped = state.scopes.has(tag)
  if (!scoped) state.version++
  state.tags.set(tag, (state.tags.get(tag) ?? 0) + 1)
  markChanged(scoped ? [tag] : [tag, '*'])
}
/**
 * Everything may have changed (this instance missed other instances' changes while Redis was away): every
 * page and every tagged read is read afresh.
 */
export const bumpAllContentVersions = () => {
  state.version++
  for (const [tag, version] of state.tags) state.tags.set(tag, version + 1)
  state.everything = (state.everything ?? 0) + 1
  state.everythingAt = markChanged([])
}
/** Drops the cached copies of single pages (scripts/page-cache.mjs `pageTagOf`), here only. */
export const bumpPageVersions = (pageTags: string[]) => {
  markChanged(pageTags)
}

/** The version of what the tags' edits made: a cache key of content read from them changes with it. */
export const editVersion = (tags: readonly string[]) =>
  `${state.everything ?? 0}:${tags.map((t) => state.tags.get(t) ?? 0).join('.')}`

/**
 * The version of the tags' content: their edits, and the moments passed at which some of it begins or ends
 * with no edit (server/clock-boundaries.ts).
 */
export const contentVersion = (tags: readonly string[]) => `${editVersion(tags)}@${clockEpochs(tags)}`
