import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isStaffUser } from './access'
import { submissionAccess } from './access/submission'
import { validEmail } from './fields/email'
import { revalidatesReads } from './hooks/revalidate'
import { mailRegistrationCancelled } from '../server/events/cancellation'
import { guardStaffRegistration } from '../server/events/registration-guard'
import { listTools, startOfToday } from './admin/list-tools'
import { csvExportEndpoint } from '../server/staff/csv-export'
import { populated, relationId } from '../server/data/relation'
import { formatDateTime } from '../lib/format'
import { dedupeKey } from '../server/events/pending'

/**
 * One confirmed registration per event and e-mail, and one awaiting confirmation, each held by a unique key
 * even when two requests race on different instances.
 */
const setDedupeKey: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  // Gift places follow confirmed_at: no staff member moves a registration up the queue by hand (the site's
  // own confirmation writes it, as does the line below when staff set a registration to registered).
  if (isStaffUser(req.user)) data.confirmed_at = originalDoc?.confirmed_at ?? null
  const status = data.status ?? originalDoc?.status ?? 'registered'
  const event = data.event ?? originalDoc?.event
  const eventId = relationId(event)
  const email = String(data.email ?? originalDoc?.email ?? '').toLowerCase()
  data.dedupe_key = dedupeKey(status, eventId, email)
  // Gift places follow the order of confirmation; staff who set one to registered confirm it too.
  if (status === 'registered' && !(data.confirmed_at ?? originalDoc?.confirmed_at))
    data.confirmed_at = new Date().toISOString()
  return data
}

export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  admin: {
    group: 'Submissions',
    useAsTitle: 'name',
    defaultColumns: ['name', 'event', 'participants', 'status', 'registration_code', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone', 'registration_code'],
    description:
      'Only confirmed ("registered") registrations hold seats; "pending" ones wait for the e-mailed link and lapse. Set a registration to "cancelled" to release its seats; the registrant is told by e-mail. Export an event\'s list as CSV from the event.',
    components: {
      beforeListTable: [
        listTools('event-registrations', {
          csv: true,
          filters: [
            {
              label: 'Upcoming events',
              where: {
                and: [
                  { 'event.starts_at': { greater_than_equal: startOfToday } },
                  { status: { equals: 'registered' } },
                ],
              },
            },
            { label: 'Registered', where: { status: { equals: 'registered' } } },
            { label: 'Awaiting confirmation', where: { status: { equals: 'pending' } } },
            { label: 'Cancelled', where: { status: { equals: 'cancelled' } } },
          ],
        }),
      ],
    },
  },
  access: submissionAccess,
  endpoints: [
    csvExportEndpoint('event-registrations', {
      filename: 'registrasi-event',
      depth: 1,
      columns: [
        { header: 'registration_code', value: (r) => r.registration_code },
        { header: 'event', value: (r) => populated(r.event)?.title },
        {
          header: 'event_starts_at',
          value: (r) => {
            const e = populated(r.event)
            return e ? formatDateTime(e.starts_at) : ''
          },
        },
        { header: 'status', value: (r) => r.status },
        { header: 'name', value: (r) => r.name },
        { header: 'email', value: (r) => r.email },
        { header: 'phone', value: (r) => r.phone },
        { header: 'participants', value: (r) => r.participants },
        { header: 'note', value: (r) => r.note },
        { header: 'gift_claimed', value: (r) => r.gift_claimed },
        { header: 'registered_at', value: (r) => formatDateTime(r.createdAt) },
        { header: 'confirmed_at', value: (r) => (r.confirmed_at ? formatDateTime(r.confirmed_at) : '') },
        { header: 'consented_at', value: (r) => (r.consented_at ? formatDateTime(r.consented_at) : '') },
      ],
    }),
  ],
  hooks: {
    beforeChange: [guardStaffRegistration, setDedupeKey],
    // Event pages and calls show the seats left.
    afterChange: [...revalidatesReads.afterChange, mailRegistrationCancelled],
    afterDelete: revalidatesReads.afterDelete,
  },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'registered',
      index: true,
      options: [
        { label: 'Awaiting confirmation', value: 'pending' },
        { label: 'Registered', value: 'registered' },
        { label: 'Cancelled', value: 'cancelled' },
      ],
    },
    {
      name: 'expires_at',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        description: 'A registration awaiting confirmation lapses then (it never held seats).',
        condition: (data) => data?.status === 'pending',
      },
    },
    {
      name: 'confirmed_at',
      type: 'date',
      admin: { readOnly: true, description: 'When the registrant confirmed the address (seats taken).' },
    },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', validate: validEmail, required: true, index: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'participants', type: 'number', required: true, min: 1 },
    { name: 'note', type: 'textarea', maxLength: 500 },
    { name: 'registration_code', type: 'text', required: true, unique: true },
    {
      name: 'consented_at',
      type: 'date',
      admin: { readOnly: true, description: 'When the registrant agreed to the privacy notice (UU PDP).' },
    },
    { name: 'gift_claimed', type: 'text', admin: { description: 'Name of the gift handed over, if any.' } },
    { name: 'dedupe_key', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
