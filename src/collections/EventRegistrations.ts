import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { submissionAccess } from './access/submission'
import { validEmail } from './fields/email'
import { revalidates } from './hooks/revalidate'
import { mailRegistrationCancelled } from '../server/events/cancellation'
import { guardStaffRegistration } from '../server/events/registration-guard'

/** One active registration per event and e-mail, held by a unique key even when two requests race. */
const setDedupeKey: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status ?? 'registered'
  const event = data.event ?? originalDoc?.event
  const eventId = typeof event === 'object' && event ? event.id : event
  const email = String(data.email ?? originalDoc?.email ?? '').toLowerCase()
  data.dedupe_key = status === 'registered' ? `${eventId}:${email}` : null
  return data
}

export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  admin: {
    group: 'Submissions', useAsTitle: 'name', defaultColumns: ['name', 'event', 'participants', 'status', 'registration_code', 'createdAt'],
    description: 'Set a registration to "cancelled" to release its seats; the registrant is told by e-mail. Export an event\'s list as CSV from the event.',
  },
  access: submissionAccess,
  hooks: {
    beforeChange: [guardStaffRegistration, setDedupeKey],
    // Event pages and calls show the seats left.
    afterChange: [...revalidates('event-registrations').afterChange, mailRegistrationCancelled],
    afterDelete: revalidates('event-registrations').afterDelete,
  },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'registered', index: true, options: [{ label: 'Registered', value: 'registered' }, { label: 'Cancelled', value: 'cancelled' }] },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', validate: validEmail, required: true, index: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'participants', type: 'number', required: true, min: 1 },
    { name: 'note', type: 'textarea', maxLength: 500 },
    { name: 'registration_code', type: 'text', required: true, unique: true },
    { name: 'consented_at', type: 'date', admin: { readOnly: true, description: 'When the registrant agreed to the privacy notice (UU PDP).' } },
    { name: 'gift_claimed', type: 'text', admin: { description: 'Name of the gift handed over, if any.' } },
    { name: 'dedupe_key', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
