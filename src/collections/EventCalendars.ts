import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

/** Kinds of event (workshop, kids class…), the event_calendar_id filter. */
export const EventCalendars: CollectionConfig = {
  slug: 'event-calendars',
  admin: { group: 'Stores & events', useAsTitle: 'name' },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'color', type: 'text', admin: { description: 'Hex colour of its label, for example #0f766e.' } },
    isEnabledField,
  ],
}
