import type { Where } from 'payload'

/** Where a document with a period (promotion, banner, flash sale, catalogue) stands at a moment. */
export type PeriodStatus = 'current' | 'upcoming' | 'past'
type Period = { start_at?: string | null; end_at?: string | null }

/**
 * The one rule for periods, in memory: an empty start has always begun and an empty end never ends; both ends
 * are inclusive. `periodWhere` says the same to the database.
 */
export function periodStatus(doc: Period, now = new Date()): PeriodStatus {
  if (doc.start_at && new Date(doc.start_at) > now) return 'upcoming'
  if (doc.end_at && new Date(doc.end_at) < now) return 'past'
  return 'current'
}

const empty = (field: 'start_at' | 'end_at'): Where[] => [
  { [field]: { exists: false } },
  { [field]: { equals: null } },
]

/** The database query for documents in a status at `now` (`all`: any; `not-past`: current or upcoming). */
export function periodWhere(status: PeriodStatus | 'all' | 'not-past', now = new Date()): Where[] {
  const iso = now.toISOString()
  const begun: Where = { or: [...empty('start_at'), { start_at: { less_than_equal: iso } }] }
  const notEnded: Where = { or: [...empty('end_at'), { end_at: { greater_than_equal: iso } }] }
  if (status === 'current') return [begun, notEnded]
  if (status === 'not-past') return [notEnded]
  if (status === 'upcoming') return [{ start_at: { greater_than: iso } }]
  if (status === 'past') return [{ end_at: { less_than: iso } }]
  return []
}

/** Content live at `now`: inside its period. */
export const liveAt = (now: Date): Where => ({ and: periodWhere('current', now) })
