import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField, sortField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

/** A room of inspiration: a furnished room and the looks it is made of. */
export const Rooms: CollectionConfig = {
  slug: 'rooms',
  labels: { singular: 'Room of inspiration', plural: 'Rooms of inspiration' },
  admin: { group: 'Inspiration', useAsTitle: 'title' },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: 'sort',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      name: 'room_category',
      type: 'relationship',
      relationTo: 'room-categories',
      required: true,
      index: true,
    },
    { name: 'summary', type: 'textarea' },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'looks',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
      ],
    },
    isEnabledField,
    sortField,
  ],
}
