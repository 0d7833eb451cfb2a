import type { Payload } from 'payload'

/**
 * Seats taken per event: the participants of every confirmed registration (awaiting confirmation and
 * cancelled ones hold none).
 */
export async function seatsTaken(payload: Payload, eventIds: number[]): Promise<Map<number, number>> {
  const taken = new Map<number, number>()
  if (!eventIds.length) return taken
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { in: eventIds } }, { status: { equals: 'registered' } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { event: true, participants: true },
  })
  for (const r of docs) {
    const id = typeof r.event === 'number' ? r.event : r.event.id
    taken.set(id, (taken.get(id) ?? 0) + r.participants)
  }
  return taken
}
