import type { Payload } from 'payload'

import { outsideRequest } from './async-context'
import type { CacheTag } from './cache-tags'

/**
 * Content that changes with the clock and no edit: a promotion, banner, catalogue or flash sale that begins
 * or ends, a product's sale price period, an event that starts, ends or closes its registration. For each
 * such collection, the date fields public answers compare with the present.
 */
const timedFields: Partial<Record<CacheTag, readonly string[]>> = {
  promotions: ['start_at', 'end_at'],
  ecatalogues: ['start_at', 'end_at'],
  banners: ['start_at', 'end_at'],
  'flash-sales': ['start_at', 'end_at'],
  products: ['sale_start', 'sale_end'],
  events: ['starts_at', 'ends_at', 'registration_closes_at'],
}

/** How long an answer may be kept while the next moment of its content is still being looked up. */
const unknownForMs = 30_000

/**
 * Per collection: the next moment one of its documents begins or ends (null: none ahead), for the tag version
 * it was looked up at; `epoch` counts the moments passed, so reads cached before one are read again after it.
 */
type Known = { version: number; at: number | null; epoch: number; lookup: Promise<void> | null }
type Clock = { payload?: Payload; known: Map<string, Known> }
type Content = { tags: Map<string, number> }
const g = globalThis as typeof globalThis & { __rumahLokaClock?: Clock; __rumahLokaContent?: Content }
// On globalThis: route bundles may each hold a copy of this module, and the page cache reads one state.
const clock: Clock = (g.__rumahLokaClock ??= { known: new Map() })
const tagVersion = (tag: string) => g.__rumahLokaContent?.tags.get(tag) ?? 0

/** Called once the server's Payload is ready (payload.config.ts onInit): lookups need it. */
export function lookUpClockBoundariesWith(payload: Payload): void {
  clock.payload = payload
}

/** The next value of the fields after now, in one query a field (each field is indexed). */
async function nextMoment(payload: Payload, collection: CacheTag, fields: readonly string[]) {
  const now = new Date().toISOString()
  const firsts = await Promise.all(
    fields.map(async (field) => {
      const { docs } = await payload.find({
        collection,
        where: { [field]: { greater_than_equal: now } },
        sort: field,
        limit: 1,
        pagination: false,
        depth: 0,
        select: { [field]: true },
        overrideAccess: true,
      })
      const value = (docs[0] as Record<string, unknown> | undefined)?.[field]
      // Periods and events include their end (periodStatus, eventState): the answer changes just after it.
      return typeof value === 'string' ? Date.parse(value) + 1 : Infinity
    }),
  )
  const first = Math.min(...firsts)
  return Number.isFinite(first) ? first : null
}

/** What is known of a timed tag, once a moment that passed has moved its epoch and a lookup is under way. */
function known(tag: CacheTag, fields: readonly string[]): Known {
  let entry = clock.known.get(tag)
  if (!entry) clock.known.set(tag, (entry = { version: -1, at: null, epoch: 0, lookup: null }))
  if (entry.at !== null && entry.at <= Date.now()) {
    entry.epoch++
    entry.at = null
    entry.version = -1
  }
  const version = tagVersion(tag)
  const { payload } = clock
  if (entry.version !== version && !entry.lookup && payload) {
    const mine = entry
    mine.lookup = outsideRequest(() => nextMoment(payload, tag, fields))
      .then((at) => {
        mine.at = at
        mine.version = version
      })
      .catch((error: Error) => console.error(`[clock] next moment of ${tag}:`, error.message))
      .finally(() => {
        mine.lookup = null
      })
  }
  return entry
}

/**
 * For cache keys: how many moments of the tags' content have passed. A cached read or index made before one
 * of them is made again after it.
 */
export function clockEpochs(tags: readonly string[]): string {
  let epochs = ''
  for (const tag of tags) {
    const fields = timedFields[tag as CacheTag]
    if (fields) epochs += `${known(tag as CacheTag, fields).epoch}.`
  }
  return epochs
}

/**
 * Until when an answer made from the tags' content stays true with no edit: the earliest next moment of any
 * of them (Infinity when none changes with the clock, a short while when one is still being looked up).
 */
export function clockBoundary(tags: Iterable<string>): number {
  let until = Infinity
  for (const tag of tags) {
    const fields = timedFields[tag as CacheTag]
    if (!fields) continue
    const entry = known(tag as CacheTag, fields)
    const at = entry.version === tagVersion(tag) ? (entry.at ?? Infinity) : Date.now() + unknownForMs
    if (at < until) until = at
  }
  return until
}
