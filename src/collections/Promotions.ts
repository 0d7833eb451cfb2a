import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, periodFields, slugField, sortField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

export const Promotions: CollectionConfig = {
  slug: 'promotions',
  admin: {
    group: 'Promotions',
    useAsTitle: 'title',
    defaultColumns: ['title', 'start_at', 'end_at', 'is_enabled'],
  },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: '-start_at',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'summary', type: 'textarea', required: true },
    { name: 'banner', type: 'upload', relationTo: 'media', required: true },
    ...periodFields,
    { name: 'terms', type: 'richText', label: 'Terms and conditions' },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
    {
      name: 'category',
      type: 'text',
      admin: { description: 'Filter label such as Furniture or Elektronik.' },
    },
    isEnabledField,
    sortField,
  ],
}
