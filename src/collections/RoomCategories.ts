import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField, sortField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

/** Kinds of room: living room, bedroom, dining… */
export const RoomCategories: CollectionConfig = {
  slug: 'room-categories',
  admin: { group: 'Inspiration', useAsTitle: 'name' },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: 'sort',
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    isEnabledField,
    sortField,
  ],
}
