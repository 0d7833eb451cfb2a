/**
 * Moments at which a page's answer changes with the clock and no edit, for the page cache in front of Next
 * (scripts/page-cache.mjs keeps the answer no longer): those of content are recorded with its reads
 * (server/read-tags.ts), those a page computes from the present here (open now, today's date, the year). In
 * the browser, and outside a render the page cache keeps, a no-op: no imports, so client code may call it.
 */
export const renderReadsKey = Symbol.for('rumahLoka.renderReads')

type Reads = { tags: Set<string>; until: number }
type Shared = { response?: () => { req?: { [renderReadsKey]?: Reads } } | undefined }

/** The recording of the render this code runs for, if the page cache will keep its answer. */
export const renderReads = (): Reads | undefined =>
  (globalThis as { __rumahLokaObservability?: Shared }).__rumahLokaObservability?.response?.()?.req?.[
    renderReadsKey
  ]

/** The answer being rendered changes at `at` (milliseconds since the epoch). */
export function changesAt(at: number): void {
  const measuring = clock.measuring
  if (measuring && at < measuring.until) measuring.until = at
  const reads = renderReads()
  if (reads && at < reads.until) reads.until = at
}

// On globalThis: route bundles may each hold a copy of this module, and a part made in one (`madeOnce`) may
// read the clock through another's.
// (A slot of its own: server/clock-boundaries.ts keeps its moments in `__rumahLokaClock`.)
const clock = ((
  globalThis as { __rumahLokaRenderClock?: { measuring?: { until: number } } }
).__rumahLokaRenderClock ??= {})

/**
 * Runs `make` (synchronous) and answers what it made with the first moment it read of the clock
 * (`changesAt`, `Infinity` for none); the render around it learns that moment too, as it would have.
 */
export function withMoment<T>(make: () => T): { value: T; until: number } {
  const outer = clock.measuring
  const mine = { until: Infinity }
  clock.measuring = mine
  try {
    return { value: make(), until: mine.until }
  } finally {
    clock.measuring = outer
    if (outer && mine.until < outer.until) outer.until = mine.until
  }
}

/**
 * The answer being rendered is not kept: it shows what no edit would replace (a read that failed, an index
 * still catching up with a change), so the next request renders again.
 */
export const notKept = (): void => changesAt(Date.now())

/**
 * The answer carries the server's clock for a countdown (a contract call's `server_time`): kept half a minute
 * at most, so the clock a client counts from is never older. Pages print no such figures (ui/Countdown.tsx).
 */
export const carriesServerClock = (): void => changesAt(Date.now() + 30_000)

const minuteMs = 60_000
/**
 * The next instant at which the local time of day of a place `offsetMinutes` from UTC reaches `minuteOfDay`
 * (1440: midnight) after `now`.
 */
export function nextLocalMinute(now: Date, offsetMinutes: number, minuteOfDay: number): number {
  const localMinute = Math.floor((now.getTime() + offsetMinutes * minuteMs) / minuteMs)
  const today = localMinute - (localMinute % 1440)
  let at = today + minuteOfDay
  if (at <= localMinute) at += 1440
  return (at - offsetMinutes) * minuteMs
}
