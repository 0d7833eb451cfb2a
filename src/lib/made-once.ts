import { changesAt, withMoment } from './render-clock'

/**
 * What a server render makes from a cached answer (static markup, structured data), made once per answer
 * instead of once per request (docs/performance.md, "Made once per answer").
 *
 * `source` is a frozen answer of a cached read (`cachedRead` freezes what it keeps, and an edit or its hour
 * replaces it with a new object), so the answer's identity stands for its content: what was made from it
 * holds until the answer is replaced, and goes with it (a WeakMap holds nothing alive). `part` names what is
 * made, with every other input it reads (an origin, a year). What it reads of the clock (`changesAt`: an
 * open-now line) is kept with it: made again from that moment, and told to each render that uses it, so the
 * page cache keeps the page no longer than it would have. What is made not to be kept (`notKept`) is not.
 * A source that is not frozen (a preview reads drafts each time, scripts read around the cache) is made from
 * every time.
 */
const made = new WeakMap<object, Map<string, { value: unknown; until: number }>>()

/** Parts kept per answer: the least recently used goes first. */
const PARTS_PER_SOURCE = 16

export function madeOnce<T>(source: object, part: string, make: () => T): T {
  if (!Object.isFrozen(source)) return make()
  let parts = made.get(source)
  const kept = parts?.get(part)
  if (kept && kept.until > Date.now()) {
    if (kept.until !== Infinity) changesAt(kept.until)
    // Last used goes last: parts named by what a request sends (the origin, from its Host header when
    // SITE_URL is unset) push out the least used, not the page's own.
    parts!.delete(part)
    parts!.set(part, kept)
    return kept.value as T
  }
  const { value, until } = withMoment(make)
  if (until <= Date.now()) return value
  if (!parts) made.set(source, (parts = new Map()))
  parts.delete(part)
  if (parts.size >= PARTS_PER_SOURCE) parts.delete(parts.keys().next().value!)
  parts.set(part, { value, until })
  return value
}
