import type { Endpoint } from 'payload'

import { eventZone } from './views'
import { canSeePersonalData } from '@/collections/access'
import { csvHeaders, csvRows } from '@/server/staff/csv-export'
import { recordAudit } from '@/server/privacy/audit'
import { formatDayIn, formatTimeIn } from '@/lib/time-zone'

/**
 * GET /cms-api/events/:id/registrations.csv — the event's registrations for staff, as CSV (UTF-8 with BOM for
 * Excel).
 */
export const registrationsCsvEndpoint: Endpoint = {
  path: '/:id/registrations.csv',
  method: 'get',
  handler: async (req) => {
    // Registrants' names and contacts: personal-data staff and administrators only.
    if (!canSeePersonalData(req.user))
      return Response.json(
        { errors: [{ message: 'You are not allowed to perform this action.' }] },
        { status: 403 },
      )
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0)
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    const event = await req.payload.findByID({
      collection: 'events',
      id,
      depth: 1,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!event) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    const { docs } = await req.payload.find({
      collection: 'event-registrations',
      // Registrations awaiting confirmation hold nothing and are nobody's yet: not on the event's list.
      where: { and: [{ event: { equals: id } }, { status: { not_equals: 'pending' } }] },
      sort: 'createdAt',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    await recordAudit(req, {
      collection: 'event-registrations',
      ids: docs.map((r) => r.id),
      operation: 'export',
      note: `CSV of event ${id}`,
    })
    const zone = eventZone(event)
    const rows = docs.map((r) => [
      r.registration_code,
      r.status,
      r.name,
      r.email,
      r.phone,
      r.participants,
      r.note,
      r.gift_claimed,
      `${formatDayIn(r.createdAt, zone)}, ${formatTimeIn(r.createdAt, zone)}`,
      r.consented_at ?? '',
      r.confirmed_at ? `${formatDayIn(r.confirmed_at, zone)}, ${formatTimeIn(r.confirmed_at, zone)}` : '',
    ])
    const csv = csvRows([
      [
        'registration_code',
        'status',
        'name',
        'email',
        'phone',
        'participants',
        'note',
        'gift_claimed',
        'registered_at',
        'consented_at',
        'confirmed_at',
      ],
      ...rows,
    ])
    return new Response(`\uFEFF${csv}`, { headers: csvHeaders(`registrasi-${event.slug}`) })
  },
}
