/**
 * In-process version numbers per collection tag, bumped by the same Payload hooks that drop
 * Next.js cache tags. Indexes kept in memory (product search) rebuild when theirs moved.
 */
const versions = new Map<string, number>()

export const bumpContentVersion = (tag: string) => versions.set(tag, (versions.get(tag) ?? 0) + 1)
export const contentVersion = (tags: string[]) => tags.map((t) => versions.get(t) ?? 0).join('.')
