import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { submissionAccess } from './access/submission'
import { validEmail } from './fields/email'
import { revalidatesReads } from './hooks/revalidate'
import { mailRegistrationCancelled } from '../server/events/cancellation'
import { guardStaffRegistration } from '../server/events/registration-guard'
import { listTools, startOfToday } from './admin/list-tools'
import { csvExportEndpoint } from '../server/staff/csv-export'
import { populated, relationId } from '../server/data/relation'
import { formatDateTime } from '../lib/format'

/** One active registration per event and e-mail, held by a unique key even when two requests race. */
const setDedupeKey: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status ?? 'registered'
  const event = data.event ?? originalDoc?.event
  const eventId = relationId(event)
  const email = String(data.email ?? originalDoc?.email ?? '').toLowerCase()
  data.dedupe_key = status === 'registered' ? `${eventId}:${email}` : null
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
      'Set a registration to "cancelled" to release its seats; the registrant is told by e-mail. Export an event\'s list as CSV from the event.',
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
        { label: 'Registered', value: 'registered' },
        { label: 'Cancelled', value: 'cancelled' },
      ],
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
