import type { Where } from 'payload'

/** Content live at `now`: inside its period, where an empty end (or start) is open-ended. */
export function liveAt(now: Date): Where {
  const iso = now.toISOString()
  return {
    and: [
      { or: [{ start_at: { exists: false } }, { start_at: { equals: null } }, { start_at: { less_than_equal: iso } }] },
      { or: [{ end_at: { exists: false } }, { end_at: { equals: null } }, { end_at: { greater_than_equal: iso } }] },
    ],
  }
}
