import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, periodFields, slugField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

export const ECatalogues: CollectionConfig = {
  slug: 'ecatalogues',
  labels: { singular: 'E-catalogue', plural: 'E-catalogues' },
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
    { name: 'promotion', type: 'relationship', relationTo: 'promotions', index: true },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'pages',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      admin: { description: 'Page images for the in-page reader.' },
    },
    { name: 'file', type: 'upload', relationTo: 'documents', label: 'PDF for download' },
    ...periodFields,
    isEnabledField,
  ],
}
