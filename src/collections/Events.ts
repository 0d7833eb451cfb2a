import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField } from './fields'
import { revalidatesReads } from './hooks/revalidate'
import { seatsTaken } from '../server/events/seats'
import { registrationsCsvEndpoint } from '../server/events/registrations-csv'
import { listTools, startOfToday } from './admin/list-tools'

export const Events: CollectionConfig = {
  slug: 'events',
  admin: {
    group: 'Stores & events',
    useAsTitle: 'title',
    defaultColumns: ['title', 'city', 'starts_at', 'capacity', 'seats_taken', 'is_enabled'],
    listSearchableFields: ['title', 'city', 'venue'],
    components: {
      beforeListTable: [
        listTools('events', {
          filters: [
            { label: 'Upcoming', where: { starts_at: { greater_than_equal: startOfToday } } },
            { label: 'Past', where: { starts_at: { less_than: startOfToday } } },
            { label: 'Hidden', where: { is_enabled: { equals: false } } },
          ],
        }),
      ],
    },
  },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  endpoints: [registrationsCsvEndpoint],
  defaultSort: 'starts_at',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'calendar', type: 'relationship', relationTo: 'event-calendars', required: true, index: true },
    { name: 'store', type: 'relationship', relationTo: 'stores', index: true },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true, index: true },
        { name: 'venue', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'starts_at',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'ends_at',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'registration_closes_at',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Defaults to the start.' },
    },
    {
      name: 'capacity',
      type: 'number',
      required: true,
      min: 1,
      admin: { description: 'Seats, counting every participant.' },
    },
    { name: 'max_participants_per_registration', type: 'number', defaultValue: 4, min: 1 },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'content', type: 'richText' },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'gifts',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        { name: 'quota', type: 'number', min: 0 },
      ],
    },
    isEnabledField,
    {
      name: 'seats_taken',
      type: 'number',
      virtual: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Participants of the confirmed registrations.',
      },
      // Only for staff screens: the site's own reads count seats once for a whole list
      // (server/events/events.ts).
      hooks: {
        afterRead: [
          async ({ data, req }) =>
            req.user && data?.id ? ((await seatsTaken(req.payload, [data.id])).get(data.id) ?? 0) : undefined,
        ],
      },
    },
    {
      name: 'registrations_export',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/admin/EventRegistrationsExport#EventRegistrationsExport' },
      },
    },
    {
      name: 'registrations',
      type: 'join',
      collection: 'event-registrations',
      on: 'event',
      // Registrations awaiting e-mail confirmation hold nothing and are not listed here (the collection
      // lists them under "Awaiting confirmation").
      where: { status: { not_equals: 'pending' } },
      admin: {
        defaultColumns: ['name', 'participants', 'status', 'registration_code', 'email', 'phone'],
        description: 'Confirmed and cancelled registrations; cancelled ones hold no seats.',
      },
    },
  ],
}
