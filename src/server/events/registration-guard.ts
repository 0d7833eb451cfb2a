import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { isStaffUser } from '../../collections/access'
import { relationId } from '../data/relation'

/**
 * Staff edits in /admin keep the rules the site keeps: a registration put back to "registered" (or given more
 * participants) must fit in the seats left, and one address holds one active registration per event.
 * The site's own registrations are checked by the service (under its per-event queue), so only staff edits
 * run this.
 */
export const guardStaffRegistration: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!isStaffUser(req.user)) return data
  const status = data.status ?? originalDoc?.status
  if (status !== 'registered') return data
  const event = data.event ?? originalDoc?.event
  const eventId = relationId(event)
  const email = String(data.email ?? originalDoc?.email ?? '').toLowerCase()
  const participants = Number(data.participants ?? originalDoc?.participants ?? 0)
  const { docs: others } = await req.payload.find({
    collection: 'event-registrations',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
    where: {
      and: [
        { event: { equals: eventId } },
        { email: { equals: email } },
        { status: { equals: 'registered' } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
  })
  // A field error: /admin shows it beside the field, the REST answer carries it in data.errors.
  if (others[0])
    throw new ValidationError({
      errors: [
        {
          path: 'email',
          message: `Alamat ${email} sudah punya pendaftaran aktif untuk event ini (${others[0].registration_code}).`,
        },
      ],
    })
  const heldBefore = originalDoc?.status === 'registered' ? Number(originalDoc.participants ?? 0) : 0
  if (participants <= heldBefore) return data
  const { capacity } = await req.payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const { docs: held } = await req.payload.find({
    collection: 'event-registrations',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { participants: true },
    where: { and: [{ event: { equals: eventId } }, { status: { equals: 'registered' } }] },
  })
  const left = capacity - held.reduce((sum, r) => sum + r.participants, 0) + heldBefore
  if (participants > left)
    throw new ValidationError({
      errors: [
        {
          path: data.status !== undefined && data.status !== originalDoc?.status ? 'status' : 'participants',
          message: `Kursi tidak cukup: sisa ${Math.max(0, left)} kursi, pendaftaran ini untuk ${participants} peserta.`,
        },
      ],
    })
  return data
}
