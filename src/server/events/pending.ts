/**
 * Pure rules of a registration awaiting e-mail confirmation (docs/events.md, "Registration"). No Payload
 * here: the collection's hooks and the unit tests import it.
 */

/** The page the confirmation link opens; the link carries the challenge and the code, no personal data. */
export const eventConfirmPath = '/konfirmasi-event'

/**
 * How long a registration waits for its confirmation (and its link stays good): a day, but never past the
 * event's start. It holds nothing meanwhile, so the length costs nobody a seat.
 */
export const confirmLinkMinutes = 24 * 60

export type RegistrationStatus = 'pending' | 'registered' | 'cancelled'

/**
 * The unique key of a registration: one confirmed and one pending per event and address (each across
 * instances); cancelled ones carry none.
 */
export function dedupeKey(status: string, eventId: number | string, email: string): string | null {
  const address = email.toLowerCase()
  if (status === 'registered') return `${eventId}:${address}`
  if (status === 'pending') return `${eventId}:${address}:pending`
  return null
}

/** When a registration made at `now` lapses unconfirmed: a day later, or when the event starts if sooner. */
export function pendingExpiry(now: Date, startsAt: string): Date {
  const day = now.getTime() + confirmLinkMinutes * 60_000
  return new Date(Math.max(now.getTime() + 60_000, Math.min(day, new Date(startsAt).getTime())))
}

/** The link's lifetime in whole minutes (at least one) for a registration lapsing at `expiresAt`. */
export const linkMinutes = (now: Date, expiresAt: Date) =>
  Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 60_000))

export type ConfirmVerdict =
  { take: true } | { take: false; why: 'past' | 'closed' | 'lapsed' | 'full'; left: number }

/**
 * Whether a pending registration may take its seats now: the event still open, the registration not lapsed,
 * and its participants within the seats the confirmed registrations leave.
 */
export function confirmVerdict(input: {
  state: 'open' | 'full' | 'closed' | 'past'
  capacity: number
  taken: number
  participants: number
  expiresAt: string | null | undefined
  now: Date
}): ConfirmVerdict {
  const left = Math.max(0, input.capacity - input.taken)
  if (input.state === 'past') return { take: false, why: 'past', left }
  if (input.state === 'closed') return { take: false, why: 'closed', left }
  if (input.expiresAt && new Date(input.expiresAt) <= input.now) return { take: false, why: 'lapsed', left }
  if (input.state === 'full' || input.participants > left) return { take: false, why: 'full', left }
  return { take: true }
}

/**
 * What a confirmation link names: the registration's id and its random code. The id alone would not do:
 * SQLite gives a deleted row's id to the next one, so a replaced registration's link could confirm its
 * successor.
 */
export const pendingRef = (registration: { id: number; registration_code: string }) =>
  `${registration.id}:${registration.registration_code}`

/** The id and code a confirmation link names, or null for a ref of another shape. */
export function readPendingRef(ref: string): { id: number; code: string } | null {
  const match = /^(\d+):(\S+)$/.exec(ref)
  return match ? { id: Number(match[1]), code: match[2]! } : null
}
